import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { totpCode } from '../infra/local/testing/totp';
import { totpSecretFile } from './app-helpers';
import { expectNoAxeViolations } from './axe';
import { registerViaApi } from './support';

/**
 * The second factor in the browser, on a 390 px phone: the demo admin (whose app e2e/sessions.setup.ts
 * set up) signs in with a code generated from that secret and reaches the admin area; a person turns it
 * on in Mi Perfil and is asked for a code at the next sign-in.
 */
const phone = { width: 390, height: 844 };

/** A code that is not the app's current one. */
const wrongCode = (secret: string): string => String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

test.use({ viewport: phone });

test('an admin signs in with the code of the app it set up, after a wrong one is refused', async ({ page }) => {
  const { email, password } = demoAccounts.admin;
  const secret = readFileSync(totpSecretFile(email), 'utf8').trim();
  await page.goto('/login?redirect=%2Fadmin%2Fusers');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.getByLabel('Código de verificación').fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El código no es correcto. Revisa que la hora de tu teléfono esté al día y prueba con el código nuevo.');
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Código de verificación').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
});

test('a person turns the second factor on in Mi Perfil and is asked for a code at the next sign-in', async ({ page, request }) => {
  const account = await registerViaApi(request, 'dospasos');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile/info');
  const panel = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await panel.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(panel.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  const secret = ((await panel.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoAxeViolations(page);
  await panel.getByLabel('Código de verificación').fill(totpCode(secret));
  await panel.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(panel.getByTestId('two-factor-on')).toBeVisible();
  writeFileSync(totpSecretFile(account.email), secret);

  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Código de verificación').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
