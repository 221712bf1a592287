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
 * Does this path's page bring Chakra (`chakraPage` in routes.tsx)? Every signed-in page does (the
 * dashboard's follow-up of claims and its plan are Chakra); the two index pages, `/profile` and `/admin`,
 * lead to one that does.
 */
export const loadsChakra = (pathname: string): boolean => opensSignedInArea(pathname);

/**
 * What a returning user's first load needs besides the page's own code, started before React and the
 * router evaluate (main.tsx imports this module first): the session's restore (the stored token, then
 * `GET /api/me`), on a signed-in path the signed-in area's layout (plain HTML and CSS), and on a page
 * drawn with Chakra, Chakra's provider (the system, Emotion and the recipes: the `ui-providers` chunk). Left
 * to main.tsx, they waited for the first chunk to be fetched and run, about a fifth of a second on a phone.
 * Importing a module twice fetches it once: the router's lazy route gets the same one.
 */
export const startEarly = (pathname: string): void => {
  if (!sessionStore.getSnapshot().loadingGlobal) return;
  void import('../features/auth/session-actions').then((actions) => actions.restoreSession());
  if (opensSignedInArea(pathname)) void import('../routes/app/layout');
  if (loadsChakra(pathname)) void import('./ui-providers');
};

if (typeof window !== 'undefined') startEarly(window.location.pathname);
