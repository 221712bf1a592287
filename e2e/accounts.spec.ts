import { expect, test, type Page } from '@playwright/test';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH_REDIRECT_STORAGE_KEY, LAST_ACTIVITY_STORAGE_KEY } from '../shared/constants';
import { demoAccounts } from '../infra/local/config';
import { e2eDynamo, freshIdentity, linkIn, mailsTo, registerViaApi, submitRegisterForm, usersTable } from './support';

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
};

test.describe('registration', () => {
  test('formats the RUT live, flags a wrong check digit, and blocks the button while it is wrong', async ({ page }) => {
    await page.goto('/register');
    const rut = page.getByLabel('RUT');
    await rut.pressSequentially('123k45678');
    // K only counts as the last character; typed before, it is dropped.
    await expect(rut).toHaveValue('1.234.567-8');
    await expect(page.getByText('RUT inválido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrate' })).toBeDisabled();
    await rut.fill('');
    await rut.pressSequentially('123456785');
    await expect(rut).toHaveValue('12.345.678-5');
    await expect(page.getByText('RUT inválido')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrate' })).toBeEnabled();
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('shows every message of product §5 and creates nothing', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Apellido').fill('Rojas');
    await page.getByLabel('Correo electrónico').fill('menor@example.cl');
    await page.getByLabel('Fecha de nacimiento').fill(`${new Date().getFullYear() - 17}-01-01`);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
    await page.getByLabel('Confirmar contraseña').fill('otra1234');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByText('Debes aceptar los términos y condiciones.')).toBeVisible();
    await expect(page.getByText('Debes ingresar un RUT válido.')).toBeVisible();
    await expect(page.getByText('Debes ser mayor de 18 años para registrarte.')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await page.getByLabel('Fecha de nacimiento').fill('');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByText('Debes ingresar tu fecha de nacimiento.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registers a client, signs in, lands on /dashboard, and mails the activation link', async ({ page, request }) => {
    const { email, rut } = freshIdentity('registro');
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terms');
    await submitRegisterForm(page, { firstName: 'Ignacia', lastName: 'Fuentes', rut, birthDate: '1990-06-15', email, password: 'clave123' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beneficios que podrías cobrar' })).toBeVisible();

    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toContain('activa tu cuenta');
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      return key ? localStorage.getItem(key) : null;
    });
    const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${token ?? ''}` } })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ email, activated: false, userType: 'client' });
  });

  test('says when the e-mail is already registered', async ({ page, request }) => {
    const taken = await registerViaApi(request, 'tomado');
    const { rut } = freshIdentity('otro');
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Otra');
    await page.getByLabel('Apellido').fill('Persona');
    await page.getByLabel('RUT').pressSequentially(rut);
    await page.getByLabel('Fecha de nacimiento').fill('1990-06-15');
    await page.getByLabel('Correo electrónico').fill(taken.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
    await page.getByLabel('Confirmar contraseña').fill('clave123');
    await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByRole('alert')).toContainText('Este correo ya está registrado. ¿Quieres iniciar sesión?');
  });
});

test.describe('activation', () => {
  test('activates from the mailed link, mails the confirmation, and goes to /login after 3 seconds', async ({ page, request }) => {
    const account = await registerViaApi(request, 'activa');
    const link = linkIn((await mailsTo(account.email))[0], '/activate/');
    await page.goto(link);
    await expect(page.getByText('¡Cuenta activada con éxito! Redirigiendo...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    expect((await mailsTo(account.email, 2)).map((mail) => mail.subject)).toContainEqual(expect.stringContaining('está activa'));

    await page.goto(link);
    await expect(page.getByText('Tu cuenta ya está activa. Redirigiendo...')).toBeVisible();
  });

  test('a bad link says so', async ({ page, request }) => {
    const account = await registerViaApi(request, 'malo');
    await page.goto(`/activate/${account.uid}#token=${'x'.repeat(43)}`);
    await expect(page.getByText('Hubo un problema al activar la cuenta. Por favor, inténtalo de nuevo.')).toBeVisible();
    await expect(page.getByText('El enlace no es válido o ya fue usado. Solicita uno nuevo.')).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('maps errors to the product §8 messages and shows them above the form', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demoAccounts.client.email, 'equivocada');
    // AWS answers a wrong password and an unknown user alike (NotAuthorizedException), so locally too
    // (cognito-local says InvalidPasswordException): nobody learns who has an account.
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrecta.');
    await signIn(page, 'nadie.registrado@example.cl', 'equivocada');
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrecta.');
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  });

  test('shows the teal loading bar and disables the button while busy', async ({ page }) => {
    await page.route('**/api/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/login');
    await signIn(page, demoAccounts.client.email, demoAccounts.client.password);
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => ({ height: getComputedStyle(element).height, width: element.getBoundingClientRect().width === window.innerWidth }))).toEqual({ height: '4px', width: true });
    await expect(page.getByRole('button', { name: /Iniciar sesión/ })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('saves ?redirect= in sessionStorage and goes there after sign-in when valid', async ({ page }) => {
    await page.goto('/dashboard?tab=1');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%3Ftab%3D1');
    await page.goto('/login?redirect=%2Fterms');
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), AUTH_REDIRECT_STORAGE_KEY)).toBe('/terms');
    await signIn(page, demoAccounts.client.email, demoAccounts.client.password);
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('never redirects a client to /admin, and sends a signed-in user away from /login and /register', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/admin/users')}`);
    await signIn(page, demoAccounts.client.email, demoAccounts.client.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a session without a user document gets the generic credential message', async ({ page, request }) => {
    const account = await registerViaApi(request, 'sindoc');
    await e2eDynamo.send(new DeleteCommand({ TableName: usersTable, Key: { uid: account.uid } }));
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrecta.');
  });
});

test.describe('the session', () => {
  test('keeps the user document live: a change shows within 5 seconds, a deleted document signs out', async ({ page, request }) => {
    const account = await registerViaApi(request, 'vivo');
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page.getByText('Hola, Paula Muñoz')).toBeVisible();
    await e2eDynamo.send(new UpdateCommand({ TableName: usersTable, Key: { uid: account.uid }, UpdateExpression: 'SET firstName = :name', ExpressionAttributeValues: { ':name': 'Paulina' } }));
    await expect(page.getByText('Hola, Paulina Muñoz')).toBeVisible({ timeout: 5000 });
    await e2eDynamo.send(new DeleteCommand({ TableName: usersTable, Key: { uid: account.uid } }));
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  });

  test('survives a reload, and signs out after 4 hours without activity', async ({ page, request }) => {
    const account = await registerViaApi(request, 'inactivo');
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Beneficios que podrías cobrar' })).toBeVisible();
    expect(Number(await page.evaluate((key) => localStorage.getItem(key), LAST_ACTIVITY_STORAGE_KEY))).toBeGreaterThan(0);
    await page.clock.fastForward('04:01:00');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
  });

  test('signing out in one tab signs out the others', async ({ context, request }) => {
    const account = await registerViaApi(request, 'pestanas');
    const first = await context.newPage();
    await first.goto('/login');
    await signIn(first, account.email, account.password);
    await expect(first).toHaveURL(/\/dashboard$/);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second.getByRole('heading', { name: 'Beneficios que podrías cobrar' })).toBeVisible();
    await first.evaluate(() => {
      const keys = Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.'));
      for (const key of keys) localStorage.removeItem(key);
    });
    // The other tab goes to sign-in, remembering where it was.
    await expect(second).toHaveURL('/login?redirect=%2Fdashboard');
  });
});

test.describe('recovery and reset', () => {
  test('recovery answers the same for anyone, and the mailed link sets a new password that works at once', async ({ page, request }) => {
    const account = await registerViaApi(request, 'recupera');
    await page.goto('/recovery-password');
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email');
    await page.getByLabel('Correo electrónico').fill('nadie.aqui@example.cl');
    await page.getByRole('button', { name: 'Enviar correo' }).click();
    await expect(page.getByText('Correo de recuperación enviado.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar correo' }).click();
    await expect(page.getByText('Correo de recuperación enviado.')).toBeVisible();

    const recovery = (await mailsTo(account.email, 2)).find((mail) => mail.subject.includes('Recupera tu contraseña'));
    await page.goto(linkIn(recovery, '/set-new-password/'));
    await page.getByLabel('Nueva contraseña').fill('nueva1234');
    await page.getByLabel('Confirmar contraseña').fill('distinta1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
    await expect(page.getByLabel('Nueva contraseña')).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirmar contraseña').fill('nueva1234');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña cambiada exitosamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    await signIn(page, account.email, 'clave123');
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrecta.');
    await signIn(page, account.email, 'nueva1234');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a used reset link shows the server message', async ({ page }) => {
    await page.goto(`/set-new-password/nadie#token=${'y'.repeat(43)}`);
    await page.getByLabel('Nueva contraseña').fill('nueva1234');
    await page.getByLabel('Confirmar contraseña').fill('nueva1234');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('El enlace no es válido o ya fue usado. Solicita uno nuevo.');
  });
});
