import { sessionStore } from '../features/auth/session-store';

/** The first segments of the public pages (`routes.tsx`'s `public` group), drawn without the component kit. */
const publicSegments = new Set(['', 'terms', 'internships']);
/**
 * The first segments of the screens outside the signed-in area that draw with the kit: `/revisa` and the
 * auth screens (`routes.tsx`'s `public-check` and `auth` groups; `early-start.test.ts` holds the two together).
 */
const kitOutsideSegments = new Set(['revisa', 'login', 'register', 'activate', 'recovery-password', 'set-new-password', 'reminders']);

const firstSegment = (pathname: string): string => pathname.split('/')[1] ?? '';

/** Does this path's page draw with Chakra (every page but the public ones; an unknown path leads to one that does)? */
export const loadsKit = (pathname: string): boolean => !publicSegments.has(firstSegment(pathname));

/** Does this path open the signed-in area's layout (for a signed-in user)? */
export const opensSignedInArea = (pathname: string): boolean => loadsKit(pathname) && !kitOutsideSegments.has(firstSegment(pathname));

/**
 * What a first load needs besides the page's own code, started before React and the router evaluate
 * (main.tsx imports this module first): on a page drawn with the kit, Chakra's provider (the system,
 * Emotion and the recipes); for a returning user, the session's restore (the stored token, then
 * `GET /api/me`) and, on a signed-in path, the signed-in area's layout. Left to main.tsx, they waited for
 * the first chunk to be fetched and run. Importing a module twice fetches it once: the router's lazy
 * route gets the same one.
 */
export const startEarly = (pathname: string): void => {
  if (loadsKit(pathname)) void import('../components/ui/provider');
  if (!sessionStore.getSnapshot().loadingGlobal) return;
  void import('../features/auth/session-actions').then((actions) => actions.restoreSession());
  if (opensSignedInArea(pathname)) void import('../routes/app/layout');
};

if (typeof window !== 'undefined') startEarly(window.location.pathname);
