import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { formatRut } from '../shared/rut';
import { detailField, putSubscription, signIn, signInAsAdmin, userRow, usersTable } from './admin-helpers';
import { submitSignIn } from './app-helpers';
import { e2eStack } from './stack';
import { forgetRegistrationCount, freshIdentity, mailsTo, registerViaApi } from './support';

/** User management (product §2 admin-only routes, §3 admin users list): list, search, detail, edit, disable, make admin, delete. */

/** A last name no other test uses, so that a search finds exactly this test's users. */
const uniqueTag = (): string => `Zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;

const openUser = async (page: Page, email: string): Promise<void> => {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await userRow(page, email).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/users\/[\w-]+$/);
};

const openEdit = async (page: Page, email: string): Promise<void> => {
  await openUser(page, email);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar usuario' })).toBeVisible();
};

const save = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
};

/** A second browser, for the user the admin changes. */
const otherBrowser = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago' });
  return context.newPage();
};

const tryToSignIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
};

test.describe('the users list', () => {
  test('/admin opens the list: name, e-mail, formatted RUT, type, state, plan and creation date, with the Empresa badge', async ({ page, request }) => {
    const tag = uniqueTag();
    const person = await registerViaApi(request, 'lista', { lastName: `${tag}ana` });
    const company = await registerViaApi(request, 'empresa', { lastName: `${tag}ez`, signupIntent: 'enterprise' });
    await signInAsAdmin(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();

    const headers = usersTable(page).getByRole('columnheader');
    await expect(headers).toHaveText(['Nombre o razón social', 'Correo electrónico', 'RUT', 'Tipo', 'Estado', 'Plan', 'Creado']);
    const admin = userRow(page, demoAccounts.admin.email);
    await expect(admin).toContainText(`${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`);
    await expect(admin).toContainText(formatRut(demoAccounts.admin.rut));
    await expect(admin).toContainText('Admin');

    await page.getByLabel('Buscar').fill(tag);
    await expect(usersTable(page).getByRole('row')).toHaveCount(3);
    const today = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    const personRow = userRow(page, person.email);
    await expect(personRow.getByRole('cell')).toHaveText([`Paula ${tag}ana`, person.email, person.rut, 'Cliente', 'Sin activar', 'Sin plan', today]);
    await expect(personRow.getByText('Empresa')).toHaveCount(0);
    await expect(userRow(page, company.email).getByText('Empresa', { exact: true })).toBeVisible();
  });

  test('searches by name, e-mail or RUT prefix after a pause in typing, keeps the search in the URL, and filters by type and intent', async ({ page, request }) => {
    // A story of many steps, each waiting for the server: on a loaded machine it outgrows one default test's time.
    test.slow();
    const tag = uniqueTag();
    const person = await registerViaApi(request, `persona${tag.toLowerCase()}`, { lastName: `${tag}ana` });
    const company = await registerViaApi(request, `empresa${tag.toLowerCase()}`, { lastName: `${tag}ez`, signupIntent: 'enterprise' });
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await expect(page.getByText(/^Mostrando \d+ usuarios/)).toBeVisible();

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/users') searches.push(url.searchParams.get('q') ?? '');
    });
    // Typed key by key: one call, for the whole word, once typing pauses.
    await page.getByLabel('Buscar').pressSequentially(tag.toLowerCase(), { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toLowerCase()}`));
    await expect(usersTable(page).getByRole('row')).toHaveCount(3);
    expect(searches).toEqual([tag.toLowerCase()]);

    // Type and intent.
    await page.getByLabel('Intención').selectOption('enterprise');
    await expect(page).toHaveURL(/intent=enterprise/);
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await expect(userRow(page, company.email)).toBeVisible();

    // A reload keeps the search and the filters.
    await page.reload();
    await expect(page.getByLabel('Buscar')).toHaveValue(tag.toLowerCase());
    await expect(page.getByLabel('Intención')).toHaveValue('enterprise');
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);

    // So do Back from a user, and "Volver a usuarios".
    await userRow(page, company.email).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Paula ${tag}ez` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/q=.*intent=enterprise|intent=enterprise.*q=/);
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await userRow(page, company.email).getByRole('link').click();
    await page.getByRole('link', { name: '← Volver a usuarios' }).click();
    await expect(page.getByLabel('Buscar')).toHaveValue(tag.toLowerCase());
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);

    await page.getByLabel('Intención').selectOption('');
    await page.getByLabel('Tipo', { exact: true }).selectOption('admin');
    await expect(page.getByText('No encontramos usuarios con estos filtros.')).toBeVisible();
    await page.getByLabel('Tipo', { exact: true }).selectOption('client');
    await expect(usersTable(page).getByRole('row')).toHaveCount(3);

    // By e-mail prefix, and by RUT prefix (digits, with or without dots).
    await page.getByLabel('Buscar').fill(person.email.split('@')[0] ?? '');
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await expect(userRow(page, person.email)).toBeVisible();
    await page.getByLabel('Buscar').fill(company.rut.replace(/\D/g, '').slice(0, 8));
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await expect(userRow(page, company.email)).toBeVisible();
    await page.getByLabel('Buscar').fill(company.rut.slice(0, 8));
    await expect(userRow(page, company.email)).toBeVisible();
  });

  test('"Cargar más" loads the next page with the cursor', async ({ page, request }) => {
    const tag = uniqueTag();
    const accounts = [];
    for (const suffix of ['a', 'b', 'c']) accounts.push(await registerViaApi(request, 'pagina', { lastName: `${tag}${suffix}` }));
    // Pages of one user, to page through three without creating a hundred.
    await page.route(
      (url) => url.pathname === '/api/admin/users',
      async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '1');
        await route.continue({ url: url.toString() });
      },
    );
    const cursors: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/users') cursors.push(url.searchParams.get('cursor'));
    });
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${tag}`);
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Mostrando 1 usuario (hay más)')).toBeVisible();
    // One page more, read to its end: while it loads the button reads "Cargando…", then "Cargar más" again or nothing.
    const loadMore = async (): Promise<void> => {
      await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/users'), page.getByRole('button', { name: 'Cargar más' }).click()]);
      await expect(page.getByRole('button', { name: 'Cargando…' })).toHaveCount(0);
    };
    await loadMore();
    await expect(usersTable(page).getByRole('row')).toHaveCount(3);
    await loadMore();
    await expect(usersTable(page).getByRole('row')).toHaveCount(4);
    // The last pages may still say there is a next one (the search's later phases find no one new); once empty, the button goes.
    for (let index = 0; index < 3 && (await page.getByRole('button', { name: 'Cargar más' }).isVisible()); index += 1) await loadMore();
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
    for (const account of accounts) await expect(userRow(page, account.email)).toHaveCount(1);
    expect(cursors[0]).toBeNull();
    expect(cursors.slice(1).every((cursor) => typeof cursor === 'string' && cursor.length > 0)).toBe(true);
  });

  test('shows a skeleton while loading, and "No se pudieron cargar los datos." when the list fails', async ({ page }) => {
    await signInAsAdmin(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/admin/users',
      async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Ocurrió un error inesperado. Intenta nuevamente.' } } });
      },
    );
    await page.goto('/admin/users');
    await expect(page.getByRole('region', { name: 'Usuarios' })).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('alert')).toHaveText('No se pudieron cargar los datos.');
  });
});

test.describe('one user', () => {
  test('the detail shows every field of the document, the Cognito state, the subscription and the audit trail', async ({ page, request }) => {
    const account = await registerViaApi(request, 'detalle', { lastName: 'Detalle', signupIntent: 'enterprise' });
    const now = new Date().toISOString();
    await putSubscription({ uid: account.uid, plan: 'anual', status: 'active', priceClp: 59_990, currentPeriodStart: '2026-03-01', currentPeriodEnd: '2027-03-01', createdAt: now, updatedAt: now });
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(account.email)}`);
    await expect(userRow(page, account.email)).toContainText('Anual');
    await userRow(page, account.email).getByRole('link', { name: 'Paula Detalle' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Paula Detalle' })).toBeVisible();
    await expect(detailField(page, 'firstName')).toHaveText('Paula');
    await expect(detailField(page, 'lastName')).toHaveText('Detalle');
    await expect(detailField(page, 'rut')).toHaveText(account.rut);
    await expect(detailField(page, 'birthDate')).toHaveText('14-03-1992');
    await expect(detailField(page, 'email')).toHaveText(account.email);
    await expect(detailField(page, 'userType')).toHaveText('Cliente');
    await expect(detailField(page, 'disabled')).toHaveText('Habilitada');
    await expect(detailField(page, 'activated')).toHaveText('No');
    await expect(detailField(page, 'provider')).toHaveText('Correo y contraseña');
    await expect(detailField(page, 'signupIntent')).toHaveText('Empresa');
    await expect(detailField(page, 'uniqueChileanPasswordConnection')).toHaveText('No');
    await expect(detailField(page, 'socialHomeRegister')).toHaveText('No');
    await expect(detailField(page, 'createdAt')).toHaveText(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/);
    await expect(detailField(page, 'uid')).toHaveText(account.uid);

    const access = page.getByRole('region', { name: 'Acceso' });
    await expect(access.getByText('Habilitada')).toBeVisible();
    await expect(access.getByText('Correo verificado')).toBeVisible();
    await expect(detailField(page, 'cognito.provider')).toHaveText('Correo y contraseña');

    await expect(detailField(page, 'subscription.plan')).toHaveText('Anual (12 meses)');
    await expect(detailField(page, 'subscription.status')).toHaveText('Activa');
    await expect(detailField(page, 'subscription.period')).toHaveText('01-03-2026 al 01-03-2027');
    await expect(detailField(page, 'subscription.price')).toHaveText('$59.990');

    // The registration reaches the audit trail through the event bus.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('audit-table').locator('[data-action="account.registered"]')).toContainText('Se registró', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('audit-table').locator('[data-action="account.registered"]')).toContainText('El propio usuario');
  });

  test('an unknown user says so', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/users/no-existe-este-uid');
    await expect(page.getByRole('alert')).toHaveText('Usuario no encontrado.');
  });

  test('edits names, RUT and birth date: live RUT formatting, the form rules, server errors in Spanish with nothing typed lost, the change in the detail and the audit', async ({ page, request }) => {
    // A story of many steps, each waiting for the server: on a loaded machine it outgrows one default test's time.
    test.slow();
    const account = await registerViaApi(request, 'editar', { lastName: 'Edita' });
    const other = await registerViaApi(request, 'otro');
    await signInAsAdmin(page);
    await openEdit(page, account.email);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Paula');
    await expect(page.getByLabel('RUT')).toHaveValue(account.rut);

    // The RUT formats as typed, and a wrong check digit says so and blocks saving.
    const rut = page.getByLabel('RUT');
    await rut.fill('');
    await rut.pressSequentially('123456780');
    await expect(rut).toHaveValue('12.345.678-0');
    await expect(page.getByText('RUT inválido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();

    // Another user's RUT (typed key by key above, pasted whole from here on): the server's message, and everything typed stays.
    await rut.fill(other.rut);
    await expect(rut).toHaveValue(other.rut);
    await page.getByLabel('Nombre', { exact: true }).fill('Paulina');
    await save(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Este RUT ya está registrado.' })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Paulina');
    await expect(rut).toHaveValue(other.rut);

    // Under 18: the shared rule, before any call.
    await rut.fill(account.rut);
    await page.getByLabel('Fecha de nacimiento').fill(`${new Date().getFullYear() - 10}-01-01`);
    await save(page);
    await expect(page.getByText('Debes ser mayor de 18 años para registrarte.')).toBeVisible();

    const { rut: newRut } = freshIdentity('nuevo');
    await page.getByLabel('Fecha de nacimiento').fill('1990-07-21');
    await rut.fill(newRut);
    await page.getByLabel('Apellido').fill('Editada');
    await save(page);

    await expect(page).toHaveURL(new RegExp(`/admin/users/${account.uid}$`));
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Paulina Editada' })).toBeVisible();
    await expect(detailField(page, 'firstName')).toHaveText('Paulina');
    await expect(detailField(page, 'lastName')).toHaveText('Editada');
    await expect(detailField(page, 'rut')).toHaveText(newRut);
    await expect(detailField(page, 'birthDate')).toHaveText('21-07-1990');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('audit-table').locator('[data-action="admin.user-edited"]')).toContainText('Nombre: Paula → Paulina', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const edited = page.getByTestId('audit-table').locator('[data-action="admin.user-edited"]');
    await expect(edited).toContainText('Datos modificados');
    await expect(edited).toContainText('Tú');
    await expect(edited).toContainText('Apellido: Edita → Editada');
    await expect(edited).toContainText(`RUT: ${account.rut} → ${newRut}`);
    await expect(edited).toContainText('Fecha de nacimiento: 14-03-1992 → 21-07-1990');

    // The list shows the new name too.
    await page.getByRole('link', { name: '← Volver a usuarios' }).click();
    await page.getByLabel('Buscar').fill(account.email);
    await expect(userRow(page, account.email)).toContainText('Paulina Editada');
  });

  test("edits a company's account with a company's fields: razón social, comuna, región, contact; never a birth date", async ({ page, request }) => {
    // A story of many steps, each waiting for the server: on a loaded machine it outgrows one default test's time.
    test.slow();
    await forgetRegistrationCount();
    const { email, rut } = freshIdentity('empresaeditar');
    const registered = await request.post('/api/register/company', {
      data: { legalName: 'Ferretería El Perno SpA', rut, comuna: 'Temuco', region: 'La Araucanía', contactFirstName: 'Jorge', contactLastName: 'Perno', contactPhone: '+56 9 4444 3333', email, password: 'clave123', acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    await signInAsAdmin(page);
    await openEdit(page, email);
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveCount(0);
    await expect(page.getByLabel('Razón social')).toHaveValue('Ferretería El Perno SpA');
    await expect(page.getByTestId('company-contact-email')).toHaveText(email);

    // The registration's rules, in Spanish, before any call.
    await page.getByLabel('Teléfono de contacto').fill('12');
    await save(page);
    await expect(page.getByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.')).toBeVisible();

    await page.getByLabel('Teléfono de contacto').fill('+56 9 4444 2222');
    await page.getByLabel('Razón social').fill('Ferretería El Perno Limitada');
    await page.getByLabel('Comuna').fill('Padre Las Casas');
    await page.getByLabel('Nombre de contacto').fill('Jorgelina');
    await save(page);
    await expect(page).toHaveURL(/\/admin\/users\/[\w-]+$/);
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(detailField(page, 'company.legalName')).toHaveText('Ferretería El Perno Limitada');
    await expect(detailField(page, 'company.comuna')).toHaveText('Padre Las Casas');
    await expect(detailField(page, 'company.region')).toHaveText('La Araucanía');
    await expect(detailField(page, 'company.contactPhone')).toHaveText('+56 9 4444 2222');
    await expect(detailField(page, 'firstName')).toHaveText('Jorgelina');
    await expect(detailField(page, 'birthDate')).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('audit-table').locator('[data-action="admin.user-edited"]')).toContainText('Razón social: Ferretería El Perno SpA → Ferretería El Perno Limitada', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('resends the activation mail of an account not yet activated', async ({ page, request }) => {
    const account = await registerViaApi(request, 'reenvio');
    await mailsTo(account.email, 1);
    await signInAsAdmin(page);
    await openEdit(page, account.email);
    await page.getByRole('button', { name: 'Reenviar correo de activación' }).click();
    await expect(page.getByRole('region', { name: 'Activación' }).getByRole('status')).toHaveText('Correo de activación reenviado.');
    const mails = await mailsTo(account.email, 2);
    expect(mails.length).toBeGreaterThanOrEqual(2);

    // An activated account has no such button.
    await openEdit(page, demoAccounts.client.email);
    await expect(page.getByRole('button', { name: 'Reenviar correo de activación' })).toHaveCount(0);
  });

  test('disables an account, whose sign-in then fails with "Esta cuenta ha sido deshabilitada.", and enables it again', async ({ page, request, browser }) => {
    const account = await registerViaApi(request, 'deshabilitar');
    await signInAsAdmin(page);
    await openEdit(page, account.email);
    const enabled = page.getByRole('checkbox', { name: 'Cuenta habilitada' });
    await expect(enabled).toBeChecked();
    await enabled.uncheck({ force: true });
    await save(page);
    await expect(page.getByText('Cambios guardados.')).toBeVisible();
    await expect(detailField(page, 'disabled')).toHaveText('Deshabilitada');

    const user = await otherBrowser(browser);
    await tryToSignIn(user, account.email, account.password);
    await expect(user.getByRole('alert')).toHaveText('Esta cuenta ha sido deshabilitada.');
    await expect(user).toHaveURL(/\/login/);

    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(enabled).not.toBeChecked();
    await enabled.check({ force: true });
    await save(page);
    await expect(detailField(page, 'disabled')).toHaveText('Habilitada');

    await tryToSignIn(user, account.email, account.password);
    await expect(user).toHaveURL(/\/dashboard$/);
    await user.context().close();
  });

  test('makes another user admin: that user, signed in elsewhere, sees the Admin entry within 5 seconds', async ({ page, request, browser }) => {
    const account = await registerViaApi(request, 'nuevoadmin');
    const user = await otherBrowser(browser);
    await signIn(user, account.email, account.password);
    const adminEntry = user.getByTestId('sidebar').getByRole('link', { name: 'Admin', exact: true });
    await expect(adminEntry).toHaveCount(0);

    await signInAsAdmin(page);
    await openEdit(page, account.email);
    await page.getByRole('radio', { name: 'Admin' }).check({ force: true });
    await save(page);
    await expect(detailField(page, 'userType')).toHaveText('Admin');
    await expect(adminEntry).toBeVisible({ timeout: 5_000 });
    await expect(user.getByTestId('sidebar-user-badge').first()).toHaveText('Admin');

    // And back to client: the entry goes away the same way.
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('radio', { name: 'Cliente' }).check({ force: true });
    await save(page);
    await expect(detailField(page, 'userType')).toHaveText('Cliente');
    await expect(adminEntry).toHaveCount(0, { timeout: 5_000 });
    await user.context().close();
  });

  test('an admin cannot disable or delete their own account, and what they typed stays', async ({ page }) => {
    await signInAsAdmin(page);
    await openEdit(page, demoAccounts.admin.email);
    await page.getByLabel('Apellido').fill('Administradora Jefa');
    await page.getByRole('checkbox', { name: 'Cuenta habilitada' }).uncheck({ force: true });
    await save(page);
    await expect(page.getByRole('alert').filter({ hasText: 'No puedes deshabilitar tu propia cuenta.' })).toBeVisible();
    await expect(page.getByLabel('Apellido')).toHaveValue('Administradora Jefa');
    await expect(page.getByRole('checkbox', { name: 'Cuenta habilitada' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar usuario' })).toHaveCount(0);
  });

  test('deletes a user after a confirmation dialog, then goes back to the list', async ({ page, request }) => {
    const account = await registerViaApi(request, 'eliminar', { lastName: 'Borrable' });
    await signInAsAdmin(page);
    await openUser(page, account.email);
    const trigger = page.getByRole('button', { name: 'Eliminar usuario' });

    // Cancel: nothing happens, and the focus comes back to the button.
    await trigger.click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar esta cuenta?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(account.email);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await expect(page.getByText('Eliminamos la cuenta de Paula Borrable.')).toBeVisible();
    await page.getByLabel('Buscar').fill(account.email);
    await expect(page.getByText('No encontramos usuarios con estos filtros.')).toBeVisible();

    await page.goto(`/admin/users/${account.uid}`);
    await expect(page.getByRole('alert')).toHaveText('Usuario no encontrado.');
  });
});

test.describe('access', () => {
  test('a client on any /admin path goes to /dashboard, and has no Admin entry', async ({ page }) => {
    await signIn(page, demoAccounts.client.email, demoAccounts.client.password);
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    for (const path of ['/admin', '/admin/users', '/admin/users/abc', '/admin/users/abc/edit', '/admin/kpis']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('a signed-out visitor on /admin/users goes to /login with the path to come back to', async ({ page }) => {
    await page.goto('/admin/users?q=ana');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/users?q=ana')}`);
    await submitSignIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await expect(page).toHaveURL(/\/admin\/users\?q=ana$/);
    await expect(page.getByLabel('Buscar')).toHaveValue('ana');
  });

  test('the public pages carry no admin code: it loads only with the admin routes', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain('Suscripciones pagadas e ingresos por mes');
      expect(body).not.toContain('Reenviar correo de activación');
    }
  });
});
