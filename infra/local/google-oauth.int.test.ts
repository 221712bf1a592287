import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { AdminGetUserCommand, AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient, InitiateAuthCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { federatedUsername } from '../../shared/federation';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './config';
import { googleSubjectFor } from './emulators/google-oauth';
import { demoAccounts, mailsTo, signIn, startTestStack } from './testing/local-stack';

jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let ca: string;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  stack = await startTestStack();
  ca = readFileSync(stack.urls.oauthCertificate, 'utf8');
  cognito = new CognitoIdentityProviderClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: stack.urls.cognito });
});
afterAll(async () => {
  await stack.stop();
});

/** An HTTPS call that trusts the emulator's own self-signed certificate, and no other. */
const emulator = (pathname: string, options: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  new Promise<{ status: number; location: string | undefined; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    const request = https.request(`${stack.urls.oauth}${pathname}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      ca,
      headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...options.headers },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, text, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });

const callback = () => `${stack.urls.app}/login`;

/** The browser's part of the code flow with PKCE: the chooser form, the redirect, the token exchange. */
const googleSignIn = async (account: { name: string; email: string; verified?: boolean; cancel?: boolean }) => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    redirect_uri: callback(),
    response_type: 'code',
    client_id: stack.identity.userPoolClientId,
    identity_provider: 'Google',
    scope: 'openid email profile',
    state: 'abc-eyJpbnRlbnQiOiJsb2dpbiJ9',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const chooser = await emulator(`/oauth2/authorize?${query.toString()}`);
  expect(chooser.status).toBe(200);
  const submitted = await emulator('/oauth2/authorize', {
    form: {
      client_id: stack.identity.userPoolClientId,
      redirect_uri: callback(),
      state: 'abc-eyJpbnRlbnQiOiJsb2dpbiJ9',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      name: account.name,
      email: account.email,
      ...(account.verified === false ? {} : { email_verified: 'true' }),
      action: account.cancel ? 'cancel' : 'continue',
    },
  });
  expect(submitted.status).toBe(302);
  const back = new URL(submitted.location ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(callback());
  expect(back.searchParams.get('state')).toBe('abc-eyJpbnRlbnQiOiJsb2dpbiJ9');
  const code = back.searchParams.get('code');
  if (!code) return { error: back.searchParams.get('error'), description: back.searchParams.get('error_description') };
  const tokens = await emulator('/oauth2/token', {
    form: { grant_type: 'authorization_code', code, client_id: stack.identity.userPoolClientId, redirect_uri: callback(), code_verifier: verifier },
    headers: { origin: stack.urls.app },
  });
  expect(tokens.status).toBe(200);
  expect(tokens.headers['access-control-allow-origin']).toBe(stack.urls.app);
  return { ...(JSON.parse(tokens.text) as { id_token: string; access_token: string; refresh_token: string }), code, verifier };
};

const api = (method: string, pathname: string, token: string, body?: unknown) =>
  fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const poolUser = async (username: string) => {
  try {
    return await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.identity.userPoolId, Username: username }));
  } catch {
    return undefined;
  }
};

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('the local Google OAuth emulator', () => {
  it('makes a federated user as Cognito does, with real cognito-local tokens, and the API completes the registration', async () => {
    const result = await googleSignIn({ name: 'Valentina Soto Pérez', email: 'Valentina.Soto@gmail.com' });
    if (!('id_token' in result)) throw new Error(`refused: ${JSON.stringify(result)}`);
    const claims = claimsOf(result.id_token);
    expect(claims).toMatchObject({ email: 'valentina.soto@gmail.com', token_use: 'id', 'cognito:username': expect.stringMatching(/^google_\d{21}$/) as unknown });
    const user = await poolUser(claims['cognito:username'] as string);
    expect(user?.UserStatus).toBe('EXTERNAL_PROVIDER');
    expect(JSON.parse(user?.UserAttributes?.find((item) => item.Name === 'identities')?.Value ?? '[]')).toEqual([expect.objectContaining({ providerName: 'Google' })]);

    // Without a document a Google token serves only the registration routes.
    expect((await api('GET', '/api/me', result.id_token)).status).toBe(401);
    expect(await (await api('GET', '/api/register/google', result.id_token)).json()).toEqual({ email: 'valentina.soto@gmail.com', firstName: 'Valentina', lastName: 'Soto Pérez' });
    const registered = await api('POST', '/api/register/google', result.id_token, { firstName: 'Valentina', lastName: 'Soto Pérez', rut: '12.345.678-4', birthDate: '1990-01-01', acceptTerms: true });
    // A wrong RUT is refused like in the e-mail registration.
    expect(registered.status).toBe(400);
    const ok = await api('POST', '/api/register/google', result.id_token, { firstName: 'Valentina', lastName: 'Soto Pérez', rut: '7.654.321-6', birthDate: '1990-01-01', acceptTerms: true });
    expect(ok.status).toBe(201);
    expect(await (await api('GET', '/api/me', result.id_token)).json()).toMatchObject({ provider: 'google', activated: true, email: 'valentina.soto@gmail.com' });
    const [welcome] = await mailsTo(stack, 'valentina.soto@gmail.com');
    expect(welcome?.subject).toBe('Te damos la bienvenida a Beneficios Chile');
    expect(welcome?.body.text).not.toContain('/activate/');

    // The same Google account signs in as the same user again, and a code works once.
    const again = await googleSignIn({ name: 'Valentina Soto Pérez', email: 'valentina.soto@gmail.com' });
    if (!('id_token' in again)) throw new Error('refused');
    expect(claimsOf(again.id_token).sub).toBe(claims.sub);
    const reused = await emulator('/oauth2/token', {
      form: { grant_type: 'authorization_code', code: again.code, client_id: stack.identity.userPoolClientId, redirect_uri: callback(), code_verifier: again.verifier },
    });
    expect(reused.status).toBe(400);
  });

  it('lets the server delete an unregistered federated account, and only that', async () => {
    const result = await googleSignIn({ name: 'Nadie Registrado', email: 'nadie@gmail.com' });
    if (!('id_token' in result)) throw new Error('refused');
    const username = claimsOf(result.id_token)['cognito:username'] as string;
    const client = await signIn(stack, demoAccounts.client.email, demoAccounts.client.password);
    expect((await api('DELETE', '/api/auth/federated-account', client)).status).toBe(403);
    expect((await api('DELETE', '/api/auth/federated-account', result.id_token)).status).toBe(204);
    expect(await poolUser(username)).toBeUndefined();
  });

  it('links a Google identity to an activated e-mail account: the same user, no second account', async () => {
    const result = await googleSignIn({ name: 'Carlos Cliente', email: demoAccounts.client.email });
    if (!('id_token' in result)) throw new Error(`refused: ${JSON.stringify(result)}`);
    const me = (await (await api('GET', '/api/me', result.id_token)).json()) as { email: string; provider: string };
    expect(me).toMatchObject({ email: demoAccounts.client.email, provider: 'password' });
    expect(await poolUser(federatedUsername(googleSubjectFor(demoAccounts.client.email)))).toBeUndefined();
    const native = await poolUser(claimsOf(result.id_token)['cognito:username'] as string);
    expect(native?.UserStatus).toBe('CONFIRMED');
    expect(native?.UserAttributes?.find((item) => item.Name === 'identities')?.Value).toContain('"providerName":"Google"');
    // The password still works, and the audit trail has the link.
    expect(await signIn(stack, demoAccounts.client.email, demoAccounts.client.password)).toEqual(expect.any(String));
    await stack.streams.drain(); // the outbox relay puts the events on the bus first
    await stack.bus.drain();
    const { listAuditFor } = await import('../../lambdas/audit/audit.repository');
    expect((await listAuditFor(claimsOf(result.id_token).sub as string)).map((entry) => entry.action)).toContain('account.google-linked');
  });

  it('refuses an e-mail Google has not verified', async () => {
    expect(await googleSignIn({ name: 'Sin Verificar', email: 'sinverificar@gmail.com', verified: false })).toEqual({ error: 'access_denied', description: '[federation:email-not-verified]' });
  });

  it('the pre-account hijack: a stranger who registered the e-mail with a password loses it, RUT included, when its owner signs in with Google', async () => {
    const stranger = { firstName: 'Ext', lastName: 'Raño', rut: '9.876.543-3', birthDate: '1990-01-01', email: 'duena@example.cl', password: 'clave-del-extrano', acceptTerms: true };
    const register = await fetch(`${stack.urls.app}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(stranger) });
    expect(register.status).toBe(201);

    // The web client cannot vouch for its own e-mail: email_verified is not among its write attributes.
    const signedIn = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.identity.userPoolClientId, AuthParameters: { USERNAME: stranger.email, PASSWORD: stranger.password } }));
    const accessToken = signedIn.AuthenticationResult?.AccessToken ?? '';
    await expect(
      cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: stranger.email }, { Name: 'email_verified', Value: 'true' }] })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Even were Cognito's flag set some other way, our document's activation decides.
    await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: stack.identity.userPoolId, Username: stranger.email, UserAttributes: [{ Name: 'email', Value: stranger.email }, { Name: 'email_verified', Value: 'true' }] }));

    const owner = await googleSignIn({ name: 'Dueña Real', email: stranger.email });
    if (!('id_token' in owner)) throw new Error(`refused: ${JSON.stringify(owner)}`);
    // A new federated account, not the stranger's: the stranger's password signs in no more.
    expect(claimsOf(owner.id_token)['cognito:username']).toBe(federatedUsername(googleSubjectFor(stranger.email)));
    await expect(signIn(stack, stranger.email, stranger.password)).rejects.toThrow('Sign-in failed');
    // The e-mail and the stranger's RUT are free: the owner registers with the RUT she chooses.
    const registered = await api('POST', '/api/register/google', owner.id_token, { firstName: 'Dueña', lastName: 'Real', rut: stranger.rut, birthDate: '1985-05-05', acceptTerms: true });
    expect(registered.status).toBe(201);
    expect(await (await api('GET', '/api/me', owner.id_token)).json()).toMatchObject({ email: stranger.email, provider: 'google', firstName: 'Dueña' });
  });

  it('lets the orphan job remove, a day later, the federated accounts that never registered', async () => {
    const orphan = await googleSignIn({ name: 'Huérfana', email: 'huerfana@gmail.com' });
    if (!('id_token' in orphan)) throw new Error('refused');
    const username = claimsOf(orphan.id_token)['cognito:username'] as string;
    const { removeOrphanFederatedAccounts } = await import('../../lambdas/accounts/account-cleanup.service');
    expect((await removeOrphanFederatedAccounts(new Date())).removed).toBe(0);
    const later = await removeOrphanFederatedAccounts(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(later.removed).toBe(1);
    expect(await poolUser(username)).toBeUndefined();
    // Valentina registered: her account stays.
    expect(await poolUser(federatedUsername(googleSubjectFor('valentina.soto@gmail.com')))).toBeDefined();
  });

  it('sends the user back with access_denied on cancel', async () => {
    expect(await googleSignIn({ name: 'X', email: 'x@gmail.com', cancel: true })).toEqual({ error: 'access_denied', description: null });
  });

  it('refuses a redirect_uri that is not the app’s, and redirects /logout only to it', async () => {
    expect((await emulator(`/oauth2/authorize?client_id=${stack.identity.userPoolClientId}&redirect_uri=https://evil.example/login&response_type=code&code_challenge=x&code_challenge_method=S256`)).status).toBe(400);
    expect((await emulator(`/logout?client_id=${stack.identity.userPoolClientId}&logout_uri=${encodeURIComponent(callback())}`)).location).toBe(callback());
    expect((await emulator(`/logout?client_id=${stack.identity.userPoolClientId}&logout_uri=https://evil.example/`)).status).toBe(400);
  });
});
