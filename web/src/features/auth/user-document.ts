import { routes } from '@shared/routes';
import type { UserDocument } from '@shared/user';
import { ApiError, apiRequest, setTokenProvider } from '../../lib/api-client';

/** Amplify's auth client, loaded on demand: the public pages never carry it. */
export const authClient = () => import('./auth-client');

// The API client adds the ID token to signed-in routes itself; Amplify still loads only when a token is asked for.
setTokenProvider(async () => (await authClient()).currentIdToken());

/** The caller's user document (`GET /api/me`), or null when it has none (404) or no session (401). */
export const fetchUserDocument = async (): Promise<UserDocument | null> => {
  try {
    return await apiRequest(routes.getMe);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
};
