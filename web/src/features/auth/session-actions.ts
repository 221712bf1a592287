import { registerRoute } from '@shared/contracts/accounts/post-register';
import { registerCompanyRoute } from '@shared/contracts/accounts/post-register-company';
import { signOutRoute } from '@shared/contracts/accounts/post-sign-out';
/**
 * What signing in, registering, restoring and ending a session does. Loaded with `import()` by the
 * session provider and by the auth screens when a sign-in starts: a signed-out visitor's first load
 * never carries it, nor Amplify.
 */
import { messages } from '@shared/messages';
import type { UserDocument } from '@shared/user';
import type { BodyInputOf } from '@shared/routes';
import { ApiError, apiRequest } from '../../lib/api-client';
import { clearActivity, isInactive, stampActivity } from './activity';
import { mirrorUser, setLoadingGlobal } from './session-store';
import { authClient, fetchUserDocument } from './user-document';

export { fetchUserDocument };
/** The query cache (TanStack Query), loaded apart, so that the auth screens' own chunk stays small. */
const cache = async () => {
  const [{ queryClient }, { setMe }] = await Promise.all([import('../../lib/query-client'), import('./me')]);
  return { queryClient, setMe };
};

/**
 * Sets the session (`['me']` in the query cache); the light pages follow through its mirror, at once.
 * Settles once the cache holds it, so that a page shown after it never reads `/api/me` a second time.
 */
export const setUser = async (user: UserDocument | null): Promise<void> => {
  mirrorUser(user);
  const { queryClient, setMe } = await cache();
  setMe(queryClient, user);
};

/** The user document once Cognito has signed the user in; a disabled or document-less account is signed out again. */
const loadSignedInUser = async (client: Awaited<ReturnType<typeof authClient>>): Promise<UserDocument> => {
  let user: UserDocument | null;
  try {
    user = await fetchUserDocument();
  } catch (error) {
    // An admin disabled the account: the API refuses it (cognito-local still lets it sign in).
    if (error instanceof ApiError && error.code === 'user-disabled') {
      await client.signOutOfCognito().catch((failure: unknown) => console.error('Sign-out failed', failure));
      throw Object.assign(new Error(messages['user-disabled']), { name: 'UserDisabledException' });
    }
    throw error;
  }
  if (!user) {
    await client.signOutOfCognito().catch((error: unknown) => console.error('Sign-out failed', error));
    // Raised internally; the screen shows the generic credential message.
    throw Object.assign(new Error(messages['login/missing-document']), { name: 'MissingUserDocument' });
  }
  stampActivity();
  void setUser(user);
  return user;
};

/** A password sign-in: done, with the user document, or waiting for the authenticator app's code. */
export type PasswordSignIn = { step: 'signed-in'; user: UserDocument } | { step: 'totp-code' };

/** Signs in with e-mail and password and loads the user document (product §4, Login). */
export const signInWithPassword = async (email: string, password: string): Promise<PasswordSignIn> => {
  const client = await authClient();
  if ((await client.signInWithPassword(email, password)) === 'totp-code') return { step: 'totp-code' };
  return { step: 'signed-in', user: await loadSignedInUser(client) };
};

/** Completes a sign-in that Cognito asked a code for, with the code the authenticator app shows. */
export const confirmTwoFactorCode = async (code: string): Promise<UserDocument> => {
  const client = await authClient();
  await client.confirmTotpCode(code);
  return loadSignedInUser(client);
};

/** A new account has no second factor yet: its first sign-in is done at once. */
const signInNewAccount = async (email: string, password: string): Promise<UserDocument> => {
  const signedIn = await signInWithPassword(email, password);
  if (signedIn.step !== 'signed-in') throw Object.assign(new Error('A new account was asked for a code'), { name: 'UnexpectedSignInStep' });
  return signedIn.user;
};

/** Registers with e-mail and password (POST /api/register), then signs in (product §4, Register). */
export const registerWithPassword = async (body: BodyInputOf<typeof registerRoute>): Promise<UserDocument> => {
  await apiRequest(registerRoute, { body });
  return signInNewAccount(body.email, body.password);
};

/** A company's registration (`/register?role=enterprise`), then its sign-in, as a person's. */
export const registerCompanyWithPassword = async (body: BodyInputOf<typeof registerCompanyRoute>): Promise<UserDocument> => {
  await apiRequest(registerCompanyRoute, { body });
  return signInNewAccount(body.email, body.password);
};

/**
 * Signs out: the server ends every session of the account first (a copied token stops working at
 * once), then Cognito and the app; a failure is only logged (product §4).
 */
export const endSession = async (): Promise<void> => {
  try {
    await apiRequest(signOutRoute, { body: {} });
  } catch (error: unknown) {
    console.error('Server sign-out failed', error);
  }
  try {
    await (await authClient()).signOutOfCognito();
  } catch (error: unknown) {
    console.error('Sign-out failed', error);
  }
  clearActivity();
  // The next user never sees the last one's data.
  (await cache()).queryClient.clear();
  await setUser(null);
};

let restoring: Promise<void> | undefined;

/**
 * Restores a stored session at start: inactivity first, then the user document. The app's entry starts
 * it beside the page's own chunks; a second call while one runs joins it.
 */
export const restoreSession = (): Promise<void> =>
  (restoring ??= (async () => {
    try {
      if (isInactive()) {
        await endSession();
        return;
      }
      const user = await fetchUserDocument();
      if (!user) console.warn('Signed in, but there is no user document: treated as signed out');
      await setUser(user);
    } catch (error: unknown) {
      console.error('Could not restore the session', error);
      await setUser(null);
    } finally {
      setLoadingGlobal(false);
      restoring = undefined;
    }
  })());

