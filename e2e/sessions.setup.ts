import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { totpCode } from '../infra/local/testing/totp';
import { sessionFile, signIn, totpSecretFile } from './app-helpers';

/**
 * Signs each demo account in once through /login and keeps its session (Amplify's tokens in
 * localStorage) for the tests that only need to be signed in; signing in itself is tested in
 * accounts.spec.ts and auth-screens.spec.ts, through the form every time. The demo admin first sets up
 * its second factor, as the admin area makes every admin do, with a code generated from the secret the
 * page shows; the secret is kept for the tests that sign the admin in again.
 */
for (const who of Object.keys(demoAccounts) as (keyof typeof demoAccounts)[]) {
  setup(`the demo ${who} signs in through /login`, async ({ page }) => {
    const { email, password } = demoAccounts[who];
    await signIn(page, email, password);
    if (who === 'admin') {
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' })).toBeVisible();
      await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Código de verificación').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Confirmar y activar' }).click();
      await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();
      writeFileSync(totpSecretFile(email), secret);
    }
    await page.context().storageState({ path: sessionFile(who) });
  });
}
