import { test as setup } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { sessionFile, signIn } from './app-helpers';

/**
 * Signs each demo account in once through /login and keeps its session (Amplify's tokens in
 * localStorage) for the tests that only need to be signed in; signing in itself is tested in
 * accounts.spec.ts and auth-screens.spec.ts, through the form every time.
 */
for (const who of Object.keys(demoAccounts) as (keyof typeof demoAccounts)[]) {
  setup(`the demo ${who} signs in through /login`, async ({ page }) => {
    await signIn(page, demoAccounts[who].email, demoAccounts[who].password);
    await page.context().storageState({ path: sessionFile(who) });
  });
}
