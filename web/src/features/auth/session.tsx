import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UserDocument } from '@shared/user';
import { isCognitoKey, LIVE_REFRESH_MS, sessionStore, setLoadingGlobal, setUser, type SessionState } from './session-store';

/**
 * The session context of spec §3 (`user`, `setUser`, `loadingGlobal`, `setLoadingGlobal`) plus `signOut`.
 * Everything reads it through `useSession()`: the public header, the route guard, the pages.
 * The state is in `session-store.ts`; what changes it (Amplify, `GET /api/me`) in `session-actions.ts`,
 * loaded only when needed.
 */

export interface Session extends SessionState {
  setUser: (user: UserDocument | null) => void;
  setLoadingGlobal: (loading: boolean) => void;
  /** Signs out, clears the activity data and goes to /login. A failure is only logged (spec §4). */
  signOut: () => Promise<void>;
}

const sessionActions = () => import('./session-actions');

const SessionContext = createContext<Session | null>(null);

/** Provides the session to the route tree. Rendered inside the router, so that it can navigate. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
  const navigate = useNavigate();

  const signOut = useCallback(async (): Promise<void> => {
    await (await sessionActions()).endSession();
    await navigate('/login');
  }, [navigate]);

  // A stored session is restored once, after hydration.
  useEffect(() => {
    if (sessionStore.getSnapshot().loadingGlobal) void sessionActions().then((actions) => actions.restoreSession());
  }, []);

  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    // Inactivity, across tabs: every tab stamps the shared key and checks it.
    let stopWatching: () => void = () => undefined;
    let stopped = false;
    void import('./activity').then(({ watchActivity }) => {
      if (!stopped) stopWatching = watchActivity(() => void signOut());
    });
    // Signing out in another tab clears Amplify's tokens there: follow it here.
    const onStorage = (event: StorageEvent) => {
      if (isCognitoKey(event.key) && event.key?.endsWith('.idToken') && event.newValue === null) {
        setUser(null);
        void navigate('/login');
      }
    };
    window.addEventListener('storage', onStorage);
    // The user document, kept live: an admin's change shows within seconds; a deleted one signs out.
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return;
      // A save (setUser) while this read was under way wins: its answer is newer than this one.
      const before = sessionStore.getSnapshot().user;
      try {
        const latest = await (await sessionActions()).fetchUserDocument();
        if (sessionStore.getSnapshot().user !== before) return;
        if (!latest) {
          await signOut();
          return;
        }
        if (JSON.stringify(latest) !== JSON.stringify(before)) setUser(latest);
      } catch (error: unknown) {
        // An admin disabled the account: its open sessions end here too.
        if ((error as { code?: unknown } | null)?.code === 'user-disabled') {
          await signOut();
          return;
        }
        console.warn('Could not refresh the user document', error);
      }
    };
    const timer = window.setInterval(() => void refresh(), LIVE_REFRESH_MS);
    const onVisible = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      stopWatching();
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, signOut, navigate]);

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
