import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page once every CSS transition and animation has ended. A dialog that is still
 * fading in, or a button caught mid-hover, has colours that are neither its start nor its end, and
 * axe would judge those (a 3.79:1 "Eliminar" on a half-opaque backdrop). Infinite animations
 * (spinners) are left running: they never finish.
 */
export const axeViolations = async (page: Page) => {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations;
};

export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  expect(await axeViolations(page)).toEqual([]);
};
