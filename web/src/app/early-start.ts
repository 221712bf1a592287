import { sessionStore } from '../features/auth/session-store';

/**
 * The first segments of the paths that are not the signed-in area: the public pages and the auth
 * screens (`routes.tsx`'s `public` and `auth` groups; `early-start.test.ts` holds the two together).
 * Any other path is the signed-in area's, or the catch-all that sends a signed-in user there.
 */
const outsideSegments = new Set(['', 'terms', 'revisa', 'internships', 'login', 'register', 'activate', 'recovery-password', 'set-new-password', 'reminders']);

/** Does this path open the signed-in area's layout (for a signed-in user)? */
export const opensSignedInArea = (pathname: string): boolean => !outsideSegments.has(pathname.split('/')[1] ?? '');

/**
 * What a returning user's first load needs besides the page's own code, started before React and the
 * router evaluate (main.tsx imports this module first): the session's restore (the stored token, then
 * `GET /api/me`) and, on a signed-in path, the signed-in area's layout with the design system. Left to
 * main.tsx, both waited for the first chunk to be fetched and run, about a fifth of a second on a phone.
 * Importing a module twice fetches it once: the router's lazy route gets the same one.
 */
export const startEarly = (pathname: string): void => {
  if (!sessionStore.getSnapshot().loadingGlobal) return;
  void import('../features/auth/session-actions').then((actions) => actions.restoreSession());
  if (opensSignedInArea(pathname)) void import('../routes/app/layout');
};

if (typeof window !== 'undefined') startEarly(window.location.pathname);
