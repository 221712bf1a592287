import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminGetUserCommand, CognitoIdentityProviderClient, ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { federatedUsername } from '../shared/federation';
import { LOCAL_CREDENTIALS, LOCAL_REGION, USER_POOL_NAME } from '../infra/local/config';
import { googleSubjectFor } from '../infra/local/emulators/google-oauth';
import { freshIdentity, linkIn, mailsTo, registerViaApi, submitRegisterForm } from './support';
import { e2eStack } from './stack';

/**
 * Google sign-in and registration on the local stack: the app leaves for the local OAuth emulator
 * (the stand-in for Cognito's hosted UI and Google), which comes back with a code that Amplify
 * exchanges for real cognito-local tokens.
 */
const cognito = new CognitoIdentityProviderClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: `http://127.0.0.1:${e2eStack.env.COGNITO_PORT}` });

const userPoolId = async (): Promise<string> => {
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const id = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (!id) throw new Error('No local user pool');
  return id;
};

/** The Cognito account the federation made for a Google e-mail, if it exists. */
const federatedAccount = async (email: string) => {
  try {
    return await cognito.send(new AdminGetUserCommand({ UserPoolId: await userPoolId(), Username: federatedUsername(googleSubjectFor(email)) }));
  } catch {
    return undefined;
  }
};

const googleEmail = (label: string) => freshIdentity(label).email.replace('@example.cl', '@gmail.com');

/** The emulator's account chooser: type a Google account, or cancel. */
const chooseGoogleAccount = async (page: Page, account: { name: string; email: string; verified?: boolean } | 'cancel') => {
  await expect(page).toHaveURL(new RegExp(`^${e2eStack.oauthUrl}/oauth2/authorize\\?`));
  await expect(page.getByRole('heading', { name: 'Iniciar sesión con Google' })).toBeVisible();
  if (account === 'cancel') {
    await page.getByRole('button', { name: 'Cancelar' }).click();
    return;
  }
  await page.getByLabel('Nombre').fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  if (account.verified === false) await page.getByLabel('Correo verificado por Google').uncheck();
  await page.getByRole('button', { name: 'Continuar' }).click();
};

const continueWithGoogle = (page: Page) => page.getByRole('button', { name: 'Continuar con Google' }).click();

const idTokenIn = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });

/** Registers through the whole Google flow of the register screen; leaves the page on /dashboard. */
const registerWithGoogle = async (page: Page, account: { name: string; email: string }, rut: string) => {
  await page.goto('/register');
  await continueWithGoogle(page);
  await chooseGoogleAccount(page, account);
  await expect(page).toHaveURL(/\/register\?modo=google$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await page.getByLabel('RUT').pressSequentially(rut);
  await page.getByLabel('Fecha de nacimiento').fill('1991-11-05');
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
  await page.getByRole('button', { name: 'Confirmar Registro' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

const newBrowserPage = async (browser: Browser) => {
  const context = await browser.newContext({ baseURL: e2eStack.baseUrl, ignoreHTTPSErrors: true, locale: 'es-CL', timezoneId: 'America/Santiago' });
  return context.newPage();
};

test.describe('Google registration', () => {
  test('prefills the names and the disabled e-mail, hides the passwords, and registers with the welcome without activation', async ({ page, request }) => {
    const { rut } = freshIdentity('googlereg');
    const email = googleEmail('valentina');
    await page.goto('/register');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, { name: 'Valentina Soto Pérez', email });

    await expect(page).toHaveURL(/\/register\?modo=google$/);
    await expect(page.getByLabel('Nombre')).toHaveValue('Valentina');
    await expect(page.getByLabel('Apellido')).toHaveValue('Soto Pérez');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await expect(page.getByLabel('Correo electrónico')).toBeDisabled();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Confirmar contraseña')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrate' })).toHaveCount(0);

    // The same rules as the e-mail registration, minus the passwords.
    await page.getByRole('button', { name: 'Confirmar Registro' }).click();
    await expect(page.getByText('Debes aceptar los términos y condiciones.')).toBeVisible();
    await expect(page.getByText('Debes ingresar un RUT válido.')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden.')).toHaveCount(0);

    await page.getByLabel('RUT').pressSequentially(rut);
    await page.getByLabel('Fecha de nacimiento').fill('1991-11-05');
    await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
    await page.getByRole('button', { name: 'Confirmar Registro' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beneficios que podrías cobrar' })).toBeVisible();

    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe('Te damos la bienvenida a Beneficios Chile');
    expect(welcome?.body.text).not.toContain('/activate/');
    const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${(await idTokenIn(page)) ?? ''}` } })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ email, provider: 'google', activated: true, firstName: 'Valentina', lastName: 'Soto Pérez', userType: 'client' });
  });

  test('cancelling at Google comes back to the register screen with the message', async ({ page }) => {
    await page.goto('/register');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, 'cancel');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('alert')).toHaveText('Proceso cancelado por el usuario.');
  });
});

test.describe('a Google sign-up left at the form', () => {
  /** Starts a Google sign-up and stops at the Google-mode register form, with Cognito's tokens stored. */
  const stopAtGoogleForm = async (page: Page, label: string) => {
    await page.goto('/register');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, { name: 'Camila Rojas', email: googleEmail(label) });
    await expect(page).toHaveURL(/\/register\?modo=google$/);
    await expect(page.getByRole('button', { name: 'Confirmar Registro' })).toBeVisible();
    expect(await idTokenIn(page)).not.toBeNull();
  };

  test('never blocks a later sign-in with e-mail and password', async ({ page, request }) => {
    const account = await registerViaApi(request, 'despuesgoogle');
    await stopAtGoogleForm(page, 'mitad');
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beneficios que podrías cobrar' })).toBeVisible();
  });

  test('never blocks registering a new account with e-mail and password', async ({ page }) => {
    const { email, rut } = freshIdentity('nuevaconclave');
    await stopAtGoogleForm(page, 'mitadregistro');
    await page.goto('/register');
    await submitRegisterForm(page, { firstName: 'Paula', lastName: 'Muñoz', rut, birthDate: '1992-03-14', email, password: 'clave123' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('Google sign-in', () => {
  test('signs a registered Google user in and follows the redirect target', async ({ page, browser }) => {
    const { rut } = freshIdentity('googlein');
    const account = { name: 'Tomás Rivas', email: googleEmail('tomas') };
    const registering = await newBrowserPage(browser);
    await registerWithGoogle(registering, account, rut);
    await registering.context().close();

    await page.goto(`/login?redirect=${encodeURIComponent('/terms')}`);
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, account);
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Beneficios que podrías cobrar' })).toBeVisible();
  });

  test('an unregistered Google account gets the message, its Cognito account is deleted and the browser signed out', async ({ page }) => {
    const email = googleEmail('sinregistro');
    await page.goto('/login');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, { name: 'Nadie Registrado', email });
    await expect(page.getByRole('alert')).toHaveText('Este usuario no está registrado.');
    // The sign-out goes through the emulator's /logout and back to /login, where the message stays.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Este usuario no está registrado.');
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(await idTokenIn(page)).toBeNull();
    expect(await federatedAccount(email)).toBeUndefined();
  });

  test('cancelling at Google says so', async ({ page }) => {
    await page.goto('/login');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, 'cancel');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Proceso cancelado por el usuario.');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  test('a second attempt while one is under way is cancelled', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/login');
    await continueWithGoogle(first);
    await expect(first).toHaveURL(new RegExp(`^${e2eStack.oauthUrl}/oauth2/authorize`));
    const second = await context.newPage();
    await second.goto('/login');
    await continueWithGoogle(second);
    await expect(second.getByRole('alert')).toHaveText('Proceso de autenticación cancelado.');
    await expect(second).toHaveURL(/\/login$/);
  });

  test('without a network it says so', async ({ page, context }) => {
    await page.goto('/login');
    await context.setOffline(true);
    await continueWithGoogle(page);
    await expect(page.getByRole('alert')).toHaveText('Error de conexión. Verifica tu internet.');
    await context.setOffline(false);
  });
});

test.describe('one account per e-mail', () => {
  test('Google with the e-mail of an activated account signs in as that account', async ({ page, request }) => {
    const account = await registerViaApi(request, 'vincular');
    const link = new URL(linkIn((await mailsTo(account.email))[0], '/activate/'), e2eStack.baseUrl);
    const activated = await request.post('/api/activate', { data: { uid: link.pathname.split('/').pop(), token: new URLSearchParams(link.hash.slice(1)).get('token') } });
    expect(activated.status()).toBe(200);

    await page.goto('/login');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, { name: 'Paula Muñoz', email: account.email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Hola, Paula Muñoz')).toBeVisible();
    const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${(await idTokenIn(page)) ?? ''}` } })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ uid: account.uid, email: account.email, provider: 'password' });
    expect(await federatedAccount(account.email)).toBeUndefined();
  });

  test('Google with the e-mail of an account never activated takes it over: its owner registers, the password account is gone and its RUT free', async ({ page, request }) => {
    // Someone registered this e-mail with a password and never proved the mailbox.
    const stranger = await registerViaApi(request, 'noactivada');
    await registerWithGoogle(page, { name: 'Paula Muñoz', email: stranger.email }, stranger.rut);
    await expect(page.getByText('Hola, Paula Muñoz')).toBeVisible();
    const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${(await idTokenIn(page)) ?? ''}` } })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ email: stranger.email, provider: 'google' });
    expect(String(me.rut).replace(/\./g, '')).toBe(stranger.rut.replace(/\./g, ''));
    expect(me.uid).not.toBe(stranger.uid);
    expect(await federatedAccount(stranger.email)).toBeDefined();
    // The stranger's e-mail-and-password account no longer exists.
    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: await userPoolId(), Username: stranger.email }))).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  test('an e-mail Google has not verified is refused', async ({ page }) => {
    const email = googleEmail('sinverificar');
    await page.goto('/login');
    await continueWithGoogle(page);
    await chooseGoogleAccount(page, { name: 'Sin Verificar', email, verified: false });
    await expect(page.getByRole('alert')).toHaveText('Google no ha verificado este correo. Verifícalo en tu cuenta de Google e inténtalo de nuevo.');
    expect(await federatedAccount(email)).toBeUndefined();
  });
});
