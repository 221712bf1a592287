import { messages } from '@shared/messages';
import type { UserDocument } from '@shared/user';
import { aUser, answerFetch, runtimeConfigForTests, type FakeApi } from '../../testing/render-app';

/**
 * The Google sign-in state machine (features/auth/google.ts): leaving for the hosted UI, coming
 * back, and what product §4 does with the session. Each test loads the modules afresh, since the
 * machine keeps its "leaving" flag and its completion in module state.
 */
const load = async () => {
  jest.resetModules();
  const google = await import('./google');
  const auth = await import('./auth-client'); // the fake (jest.config.ts maps it)
  const store = await import('./session-store');
  const errors = await import('./auth-errors');
  return { google, auth: auth as unknown as typeof import('../../testing/fake-auth-client'), store, errors };
};

const withDocument = (user: UserDocument | undefined, extra: FakeApi = {}) =>
  answerFetch({ 'GET /api/me': () => (user ? { body: user } : { status: 404, body: { error: { code: 'user-not-found', message: messages['user-not-found'] } } }), ...extra });

const loginAttempt = { intent: 'login', redirect: '/support', enterprise: false } as const;
const registerAttempt = { intent: 'register', redirect: null, enterprise: true } as const;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('startGoogleSignIn', () => {
  test('leaves for the hosted UI with the attempt in the custom state and in sessionStorage', async () => {
    withDocument(undefined);
    const { google, auth } = await load();
    await expect(google.startGoogleSignIn(loginAttempt)).resolves.toEqual({ kind: 'redirecting' });
    expect(auth.startGoogleRedirect).toHaveBeenCalledWith(JSON.stringify(loginAttempt));
    expect(google.isGoogleReturn()).toBe(true);
  });

  test('offline: the network error, and the browser stays', async () => {
    withDocument(undefined);
    const { google, auth } = await load();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(google.startGoogleSignIn(loginAttempt)).rejects.toMatchObject({ name: 'GoogleAuthError', code: 'network' });
    onLine.mockRestore();
    expect(auth.startGoogleRedirect).not.toHaveBeenCalled();
  });

  test('a redirect of this browser under way: "Proceso de autenticación cancelado."', async () => {
    withDocument(undefined);
    const { google, errors } = await load();
    const prefix = `CognitoIdentityServiceProvider.${runtimeConfigForTests.userPoolClientId}`;
    window.localStorage.setItem(`${prefix}.inflightOAuth`, 'true');
    window.localStorage.setItem(`${prefix}.inflightOAuthDeadline`, String(Date.now() + 60_000));
    const failure = await google.startGoogleSignIn(loginAttempt).catch((error: unknown) => error);
    expect(errors.googleErrorMessage(failure, 'login')).toBe(messages['google/cancelled-request']);
  });

  test('a stage without a hosted UI domain cannot start', async () => {
    answerFetch({});
    const { google } = await load();
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(() => Promise.resolve(Response.json({ ...runtimeConfigForTests, oauthDomain: undefined })));
    await expect(google.startGoogleSignIn(loginAttempt)).rejects.toMatchObject({ code: 'unavailable' });
    globalThis.fetch = realFetch;
  });

  test('already signed in with Google (a registration left at the form): settled at once, no second trip', async () => {
    withDocument(undefined);
    const { google, auth } = await load();
    auth.fakeAuth.idToken = 'google-token';
    await expect(google.startGoogleSignIn(registerAttempt)).resolves.toEqual({ kind: 'register', attempt: registerAttempt });
    expect(auth.startGoogleRedirect).not.toHaveBeenCalled();
  });
});

describe('completeGoogleSignIn', () => {
  test('a registered user is signed in, and the login redirect is kept for after sign-in', async () => {
    const user = aUser();
    withDocument(user);
    const { google, auth, store } = await load();
    auth.fakeAuth.redirect = { kind: 'signed-in', customState: JSON.stringify(loginAttempt) };
    auth.fakeAuth.idToken = 'google-token';
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'signed-in', user });
    expect(store.sessionStore.getSnapshot().user).toEqual(user);
    expect(window.sessionStorage.getItem('auth_redirect_url')).toBe('/support');
    expect(google.isGoogleReturn()).toBe(false);
  });

  test('no document on a registration: on to the Google-mode form', async () => {
    withDocument(undefined);
    const { google, auth } = await load();
    auth.fakeAuth.redirect = { kind: 'signed-in', customState: JSON.stringify(registerAttempt) };
    auth.fakeAuth.idToken = 'google-token';
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'register', attempt: registerAttempt });
  });

  test('no document on a login: the new account is removed, the browser signed out, "Este usuario no está registrado."', async () => {
    const fetchMock = withDocument(undefined, { 'DELETE /api/auth/federated-account': () => ({ status: 204 }) });
    const { google, auth } = await load();
    auth.fakeAuth.redirect = { kind: 'signed-in', customState: JSON.stringify(loginAttempt) };
    auth.fakeAuth.idToken = 'google-token';
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'error', intent: 'login', message: messages['google/not-registered'] });
    expect(fetchMock.mock.calls.map(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`)).toContain('DELETE /api/auth/federated-account');
    expect(auth.signOutOfCognito).toHaveBeenCalled();
    expect(google.googleNotice('login')).toBe(messages['google/not-registered']);
  });

  test("Cognito's first answer after it linked the identity is retried once, automatically", async () => {
    withDocument(undefined);
    const { google, auth } = await load();
    window.sessionStorage.setItem('google_auth_attempt', JSON.stringify(loginAttempt));
    auth.fakeAuth.redirect = { kind: 'failed', error: new Error('Already found an entry for username google_123') };
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'redirecting' });
    expect(auth.startGoogleRedirect).toHaveBeenCalledWith(JSON.stringify({ ...loginAttempt, retried: true }));
  });

  test('cancelled at Google: "Proceso cancelado por el usuario." on the screen that started it', async () => {
    withDocument(undefined);
    const { google, auth } = await load();
    window.sessionStorage.setItem('google_auth_attempt', JSON.stringify(registerAttempt));
    auth.fakeAuth.redirect = { kind: 'failed', error: new Error('access_denied') };
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'error', intent: 'register', message: messages['google/cancelled-by-user'] });
  });

  test('no answer from the redirect: the generic Google text for the attempt, or nothing if none was made', async () => {
    withDocument(undefined);
    const { google } = await load();
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'none' });
    window.sessionStorage.setItem('google_auth_attempt', JSON.stringify(loginAttempt));
    await expect(google.completeGoogleSignIn()).resolves.toEqual({ kind: 'error', intent: 'login', message: messages['google/login-failed'] });
  });

  test('asked twice while under way, it finishes once', async () => {
    withDocument(aUser());
    const { google, auth } = await load();
    auth.fakeAuth.redirect = { kind: 'signed-in', customState: JSON.stringify(loginAttempt) };
    auth.fakeAuth.idToken = 'google-token';
    const [first, second] = await Promise.all([google.completeGoogleSignIn(), google.completeGoogleSignIn()]);
    expect(first).toBe(second);
    expect(auth.redirectResult).toHaveBeenCalledTimes(1);
  });
});
