import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from '@playwright/test';
import { MENU_TYPEAHEAD_CLEAR_MS } from '../shared/constants';
import { demoAccounts } from '../infra/local/config';
import { mobile, signInAsDemo, signInAsNewClient } from './app-helpers';
import { e2eDynamo, usersTable } from './support';

/** The signed-in layout (product §2): sidebar, top bar with the user menu, and below 768 px a drawer and a bottom bar. */

const linkNames = async (container: ReturnType<Page['getByRole']>): Promise<string[]> => container.getByRole('link').allInnerTexts().then((texts) => texts.map((text) => text.replace(/\s+/g, ' ').trim()));

test.describe('the sidebar', () => {
  test('a client sees Dashboard, Registro Social de Hogares and Seguros, and Prácticas, then Mi Perfil, Mi plan, Soporte and Cerrar Sesión; their name and Cliente', async ({ page }) => {
    await signInAsDemo(page, 'client');
    const sidebar = page.getByTestId('sidebar');
    const nav = sidebar.getByRole('navigation', { name: 'Menú principal' });
    // The spec's entries, and the prácticas' home every person has (a student also gets Mis postulaciones).
    expect(await linkNames(nav)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Prácticas', 'Mi Perfil', 'Mi plan', 'Soporte']);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(sidebar.getByTestId('sidebar-user-name')).toHaveText(`${demoAccounts.client.firstName} ${demoAccounts.client.lastName}`);
    await expect(sidebar.getByTestId('sidebar-user-badge')).toHaveText('Cliente');
    // The current page is marked.
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    for (const [name, path, heading] of [
      ['Registro Social de Hogares', '/registrosocialhogares', 'Registro Social de Hogares'],
      ['Seguros', '/seguros', 'Seguros'],
      ['Mi Perfil', '/profile/info', 'Mi Perfil'],
      ['Mi plan', '/profile/plan', 'Mi plan'],
      ['Soporte', '/support', 'Soporte'],
      ['Dashboard', '/dashboard', 'Beneficios que podrías cobrar'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('an admin also sees Admin, linking to /admin, and the Admin badge', async ({ page }) => {
    await signInAsDemo(page, 'admin');
    const sidebar = page.getByTestId('sidebar');
    const nav = sidebar.getByRole('navigation', { name: 'Menú principal' });
    expect(await linkNames(nav)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Prácticas', 'Admin', 'Mi Perfil', 'Mi plan', 'Soporte']);
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    await expect(sidebar.getByTestId('sidebar-user-name')).toHaveText(`${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`);
    await expect(sidebar.getByTestId('sidebar-user-badge')).toHaveText('Admin');
  });

  test("shows 'Usuario' when either name is missing", async ({ page, request }) => {
    const account = await signInAsNewClient(page, request, 'sinnombre');
    const name = page.getByTestId('sidebar').getByTestId('sidebar-user-name');
    await expect(name).toHaveText('Paula Muñoz');
    await e2eDynamo.send(new UpdateCommand({ TableName: usersTable, Key: { uid: account.uid }, UpdateExpression: 'SET lastName = :empty', ExpressionAttributeValues: { ':empty': '' } }));
    await expect(name).toHaveText('Usuario', { timeout: 6000 });
  });

  test('Cerrar Sesión signs out and goes to /login', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'salir');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  });

  test('/profile goes to /profile/info, and any other signed-in path to /dashboard', async ({ page }) => {
    await signInAsDemo(page, 'client');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/info$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi Perfil');
    await page.goto('/profile/otra-cosa');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no-existe');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: mobile });

  test('no sidebar; a bottom bar with the first three entries and Mi Perfil', async ({ page }) => {
    await signInAsDemo(page, 'admin');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect(bar).toBeVisible();
    expect(await linkNames(bar)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Mi Perfil']);
    // The bar sits at the bottom of the screen, across its whole width.
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(mobile.height);
    expect(box?.width).toBe(mobile.width);

    await bar.getByRole('link', { name: 'Seguros' }).click();
    await expect(page).toHaveURL(/\/seguros$/);
    await expect(bar.getByRole('link', { name: 'Seguros' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/profile\/info$/);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });

  test('the drawer has the whole sidebar, and closes on a choice', async ({ page }) => {
    await signInAsDemo(page, 'admin');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Menú principal' });
    expect(await linkNames(nav)).toEqual(['Dashboard', 'Registro Social de Hogares', 'Seguros', 'Prácticas', 'Admin', 'Mi Perfil', 'Mi plan', 'Soporte']);
    await expect(drawer.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(drawer.getByTestId('sidebar-user-name')).toHaveText('Ana Administradora');
    await expect(drawer.getByTestId('sidebar-user-badge')).toHaveText('Admin');

    await nav.getByRole('link', { name: 'Soporte' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('the user menu', () => {
  test('has Mi Perfil and Cerrar Sesión', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'menu');
    await page.getByRole('button', { name: 'Menú de usuario: Paula Muñoz' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Mi Perfil', 'Cerrar Sesión']);
    await menu.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/profile\/info$/);
    await page.getByRole('button', { name: 'Menú de usuario: Paula Muñoz' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`its type-ahead finds an item by its first letters and clears after ${MENU_TYPEAHEAD_CLEAR_MS} ms`, async ({ page }) => {
    await page.clock.install();
    await signInAsDemo(page, 'client');
    await page.getByRole('button', { name: /^Menú de usuario/ }).click();
    const menu = page.getByRole('menu');
    const profile = menu.getByRole('menuitem', { name: 'Mi Perfil' });
    const signOut = menu.getByRole('menuitem', { name: 'Cerrar Sesión' });
    await expect(menu).toBeFocused();
    await page.clock.pauseAt(Date.now() + 1000);

    await page.keyboard.press('c');
    await expect(signOut).toHaveAttribute('data-highlighted', '');
    // Within the delay, "m" continues the search: "cm" starts no item, and the highlight stays.
    await page.clock.runFor(MENU_TYPEAHEAD_CLEAR_MS - 1);
    await page.keyboard.press('m');
    await expect(signOut).toHaveAttribute('data-highlighted', '');
    await expect(profile).not.toHaveAttribute('data-highlighted');

    // MENU_TYPEAHEAD_CLEAR_MS after the last key the search is clear: "m" alone finds Mi Perfil.
    await page.clock.runFor(MENU_TYPEAHEAD_CLEAR_MS);
    await page.keyboard.press('m');
    await expect(profile).toHaveAttribute('data-highlighted', '');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/info$/);
  });
});
