import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, signInAsAdmin } from './admin-helpers';
import { e2eStack } from './stack';
import { registerViaApi } from './support';

/**
 * The live user document: an admin's change reaches the user's open tabs by push (the
 * users table's stream and the live socket), with no reload and no poll; a disabled account's tab
 * is signed out with the product's message.
 */

/** Pushes arrive within a second; the fallback poll is a minute: this bound tells them apart. */
const PUSH_TIMEOUT_MS = 3_000;

const userContext = async (browser: Browser) => browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago' });

/** Counts the page's GET /api/me requests from now on. */
const countMeRequests = (page: Page) => {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/me') count += 1;
  });
  return () => count;
};

const openEdit = async (page: Page, email: string): Promise<void> => {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByTestId('users-table').getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar usuario' })).toBeVisible();
};

test.describe('the live user document', () => {
  // Three signed-in tabs and the admin's edit screen, on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  test("two tabs of a user show the name an admin changes in a third tab, without reload or poll", async ({ page, request, browser }) => {
    const account = await registerViaApi(request, 'envivo');
    const context = await userContext(browser);
    const first = await context.newPage();
    await signIn(first, account.email, account.password);
    const second = await context.newPage();
    await second.goto('/dashboard');
    for (const tab of [first, second]) await expect(tab.getByTestId('sidebar-user-name')).toHaveText('Paula Muñoz');
    // Both sockets are open once each tab has read its document.
    await first.waitForTimeout(1_000);
    const reads = [countMeRequests(first), countMeRequests(second)];

    await signInAsAdmin(page);
    await openEdit(page, account.email);
    await page.getByLabel('Nombre', { exact: true }).fill('Renata');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();

    for (const tab of [first, second]) await expect(tab.getByTestId('sidebar-user-name')).toHaveText('Renata Muñoz', { timeout: PUSH_TIMEOUT_MS });
    // Pushed, not read: neither tab asked for its document again.
    expect(reads.map((read) => read())).toEqual([0, 0]);
    await context.close();
  });

  test("signs out a disabled user's open tab within a second or two, with the product's message", async ({ page, request, browser }) => {
    const account = await registerViaApi(request, 'envivodeshab');
    const context = await userContext(browser);
    const user = await context.newPage();
    await signIn(user, account.email, account.password);
    await user.waitForTimeout(1_000);

    await signInAsAdmin(page);
    await openEdit(page, account.email);
    await page.getByRole('checkbox', { name: 'Cuenta habilitada' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Cambios guardados.')).toBeVisible();

    await expect(user).toHaveURL(/\/login/, { timeout: PUSH_TIMEOUT_MS });
    await expect(user.getByRole('alert')).toHaveText('Esta cuenta ha sido deshabilitada.');
    await context.close();
  });
});
