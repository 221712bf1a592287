import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { desktop, mobile } from './app-helpers';

/**
 * The auth screens are the first ones most visitors load: drawn with Chakra UI like every interactive
 * screen, they carry no Amplify until a sign-in starts, and stay accessible.
 */

/** Marks of the libraries that must not reach a signed-out visitor's first load. */
const heavyLibraries = {
  // Amplify's Cognito client names its calls AWSCognitoIdentityProviderService.*.
  Amplify: /AWSCognitoIdentityProviderService/,
};

/** The text of every script the page loads from now on. */
const recordScripts = (page: Page): Promise<string>[] => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
  });
  return bodies;
};

const librariesIn = async (bodies: Promise<string>[]): Promise<string[]> => {
  const texts = await Promise.all(bodies);
  return Object.entries(heavyLibraries)
    .filter(([, mark]) => texts.some((text) => mark.test(text)))
    .map(([name]) => name);
};

for (const path of ['/login', '/register']) {
  test(`${path} loads no Amplify for a signed-out visitor`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await librariesIn(scripts)).toEqual([]);
  });
}

test('Amplify arrives when the sign-in starts, and the user is signed in', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(await librariesIn(scripts)).toEqual([]);
  await page.getByLabel('Correo electrónico').fill(demoAccounts.client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoAccounts.client.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await librariesIn(scripts)).toContain('Amplify');
});

test('the password field shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill('secreto1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('an invalid field is marked and described by its message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Este campo es obligatorio.');
  await expect(email).toBeFocused();
});

for (const [viewportName, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  test.describe(`axe at ${viewportName} size`, () => {
    test.use({ viewport });

    test('finds no violation on the auth screens, nor with their form errors shown', async ({ page }) => {
      test.slow();
      for (const [path, button] of [
        ['/login', 'Iniciar sesión'],
        ['/register', 'Registrate'],
        ['/recovery-password', 'Enviar correo'],
        ['/set-new-password/abc123', 'Cambiar contraseña'],
        ['/activate/abc123#token=x', undefined],
        ['/reminders/unsubscribe', undefined],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        if (!button) continue;
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page.locator('.chakra-field__errorText, [role="alert"]').first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  });
}
