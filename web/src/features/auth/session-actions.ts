/**
 * What signing in, restoring and ending a session does. Loaded with `import()` by the session
 * provider and statically by the auth screens: the public pages never carry it, nor Amplify.
 */
import { messages } from '@shared/messages';
import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { ApiError, apiRequest, setTokenProvider } from '../../lib/api-client';
import { clearActivity, isInactive, stampActivity } from './activity';
import { setLoadingGlobal, setUser } from './session-store';

const authClient = () => import('./auth-client');

// The API client adds the ID token to signed-in routes itself; Amplify still loads only when a token is asked for.
setTokenProvider(async () => (await authClient()).currentIdToken());

/** The caller's user document, or null when it has none (404). */
export const fetchUserDocument = async (): Promise<UserDocument | null> => {
  try {
    return await apiRequest(routes.getMe);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
};

/** Signs in with e-mail and password and loads the user document (spec §4, Login). */
export const signInWithPassword = async (email: string, password: string): Promise<UserDocument> => {
  const client = await authClient();
  await client.signInWithPassword(email, password);
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
  setUser(user);
  return user;
};

/** Signs out of Cognito and of the app; a failure is only logged (spec §4). */
export const endSession = async (): Promise<void> => {
  try {
    await (await authClient()).signOutOfCognito();
  } catch (error: unknown) {
    console.error('Sign-out failed', error);
  }
  clearActivity();
  setUser(null);
};

/** Restores a stored session at start: inactivity first, then the user document. */
export const restoreSession = async (): Promise<void> => {
  try {
    if (isInactive()) {
      await endSession();
      return;
    }
    const user = await fetchUserDocument();
    if (!user) console.warn('Signed in, but there is no user document: treated as signed out');
    setUser(user);
  } catch (error: unknown) {
    console.error('Could not restore the session', error);
    setUser(null);
  } finally {
    setLoadingGlobal(false);
  }
};

