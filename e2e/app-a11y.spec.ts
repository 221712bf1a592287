import { expectNoAxeViolations } from './axe';
import { expect, test } from '@playwright/test';
import { desktop, mobile, signInAsDemo, signInAsNewClient } from './app-helpers';

/** Accessibility of the signed-in area: axe finds no violation on any page, at 1280 and 375 px, nor with menus and errors open. */

const pages = [
  ['/dashboard', 'Beneficios que podrías cobrar'],
  ['/registrosocialhogares', 'Registro Social de Hogares'],
  ['/seguros', 'Seguros'],
  ['/support', 'Soporte'],
  ['/profile/info', 'Mi Perfil'],
] as const;

for (const [viewportName, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  test.describe(`axe at ${viewportName} size`, () => {
    test.use({ viewport });

    test('finds no violation on any signed-in page', async ({ page }) => {
      // Five pages, five axe runs.
      test.slow();
      await signInAsDemo(page, 'admin');
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('axe finds no violation with the drawer open at 375 px', async ({ page }) => {
  await page.setViewportSize(mobile);
  await signInAsDemo(page, 'client');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation with the user menu and the answers open, nor with a bad answer', async ({ page, request }) => {
  // Two axe runs after a sign-up and a save: the slow budget, like the other tours of this file.
  test.slow();
  await signInAsNewClient(page, request, 'axe');
  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Revisar mis respuestas' }).click();
  await page.getByRole('region', { name: 'Tus respuestas' }).locator('form[data-fact="cargas"]').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escribe un número.').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation with the form errors shown', async ({ page }) => {
  test.slow();
  await signInAsDemo(page, 'client');
  for (const [path, button] of [
    ['/registrosocialhogares', 'Guardar'],
    ['/seguros', 'Quiero que me contacten'],
    ['/support', 'Enviar'],
    ['/profile/info', 'Guardar cambios'],
  ] as const) {
    await page.goto(path);
    if (path === '/profile/info') await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('');
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.locator('[data-part="error-text"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
