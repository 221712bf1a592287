import { createContext, use, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UserDocument } from '@shared/user';
import { loginRedirectUrl } from './redirect';
import type { LiveQueries } from './session-live';
import { isCognitoKey, sessionStore, setLoadingGlobal, setSignOutDestination, type SessionState } from './session-store';

/**
 * The session context of spec §3 (`user`, `setUser`, `loadingGlobal`, `setLoadingGlobal`) plus `signOut`,
 * for the light parts of every page (the route guard, the public header). The user is the query
 * cache's `['me']` (`me.ts`; the signed-in pages read it with `useMe`), seen here through its
 * mirror in `session-store.ts`; what changes it (Amplify, `GET /api/me`) is in `session-actions.ts`,
 * loaded only when needed.
 */

export interface Session extends SessionState {
  setUser: (user: UserDocument | null) => void;
  setLoadingGlobal: (loading: boolean) => void;
  /** Signs out, clears the activity data and goes to /login. A failure is only logged (spec §4). */
  signOut: () => Promise<void>;
}

const sessionActions = () => import('./session-actions');
const setUser = (user: UserDocument | null): void => void sessionActions().then((actions) => actions.setUser(user));

const SessionContext = createContext<Session | null>(null);

/**
 * Provides the session to the route tree. Rendered inside the router, so that it can navigate.
 * `liveQueries`: the other features' queries that a pushed change makes read again (the app names them:
 * the session imports no other feature).
 */
export function SessionProvider({ liveQueries, children }: { readonly liveQueries: LiveQueries; readonly children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
  const navigate = useNavigate();
  // The page a lost session comes back to, as the router has it (the address bar may lag behind a navigation).
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const loginHere = useCallback(() => loginRedirectUrl(here.current.pathname, here.current.search), []);

  /**
   * Ends the session and goes to sign-in: `to` is the login address, with a page to come back to or not.
   * One at a time (the menu's and the live push's may meet): the second joins the first. Until it has
   * arrived, the route guard sends the page it leaves to the same address (`signOutDestination`), since
   * that page loses its user while the navigation loads the sign-in screen.
   */
  const leaving = useRef<Promise<void> | null>(null);
  const signOut = useCallback(
    (to = '/login'): Promise<void> =>
      (leaving.current ??= (async () => {
        setSignOutDestination(to);
        try {
          await (await sessionActions()).endSession();
          await navigate(to);
        } finally {
          setSignOutDestination(null);
          leaving.current = null;
        }
      })()),
    [navigate],
  );

  // A stored session is restored once, after hydration.
  useEffect(() => {
    if (sessionStore.getSnapshot().loadingGlobal) void sessionActions().then((actions) => actions.restoreSession());
  }, []);

  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    const stops: (() => void)[] = [];
    const whileSignedIn = (stop: () => void) => {
      if (stopped) stop();
      else stops.push(stop);
    };
    // Inactivity, across tabs: every tab stamps the shared key and checks it.
    void import('./activity').then(({ watchActivity }) => whileSignedIn(watchActivity(() => void signOut())));
    // The user document, kept live in the query cache: an admin's change shows within seconds; a deleted one signs out.
    // A session lost from this browser (signed out in another tab) remembers the page, as the storage event below does:
    // whichever notices first, the tab lands on the same address.
    void import('./session-live').then(({ watchMe }) =>
      whileSignedIn(watchMe((lost) => void signOut(lost ? loginHere() : undefined), liveQueries)),
    );
    // Signing out in another tab clears Amplify's tokens there: follow it here.
    const onStorage = (event: StorageEvent) => {
      if (isCognitoKey(event.key) && event.key?.endsWith('.idToken') && event.newValue === null) {
        setUser(null);
        // Where this tab was, remembered for after sign-in (the route guard would say the same; this does not race it).
        void navigate(loginHere(), { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      for (const stop of stops) stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn, signOut, navigate, loginHere, liveQueries]);

  const session = useMemo<Session>(
    () => ({ user: state.user, loadingGlobal: state.loadingGlobal, setUser, setLoadingGlobal, signOut }),
    [state, signOut],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
