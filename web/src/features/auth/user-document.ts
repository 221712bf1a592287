import { getMeRoute } from '@shared/contracts/me/get-me';
import type { UserDocument } from '@shared/user';
import { ApiError, apiRequest, setTokenProvider } from '../../lib/api-client';
import { storedIdToken } from './stored-token';

/** Amplify's auth client, loaded on demand: the public pages never carry it. */
export const authClient = () => import('./auth-client');

/** The ID token for a request: the stored one while it is good, else Amplify's (which refreshes it, or answers none). */
export const currentIdToken = async (): Promise<string | undefined> => storedIdToken() ?? (await authClient()).currentIdToken();

// The API client adds the ID token to signed-in routes itself; Amplify loads only when no stored token will do.
setTokenProvider(currentIdToken);

/** The caller's user document (`GET /api/me`), or null when it has none (404) or no session (401). */
export const fetchUserDocument = async (): Promise<UserDocument | null> => {
  try {
    return await apiRequest(getMeRoute);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
};
