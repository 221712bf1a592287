import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LAST_ACTIVITY_STORAGE_KEY } from '@shared/constants';
import type { UserDocument } from '@shared/user';

/**
 * The session context of spec §3 (`user`, `setUser`, `loadingGlobal`, `setLoadingGlobal`) plus `signOut`.
 * Everything reads it through `useSession()`: the public header, the route guard, the pages.
 *
 * The state lives in a small store read with `useSyncExternalStore`, so that:
 * - a prerendered page hydrates with the state it was rendered with (signed out, not loading: the
 *   server snapshot), then moves to the browser's state, with no hydration mismatch;
 * - a page that is not prerendered starts with the browser's state on its first render, so that a
 *   returning user is not sent to /login before the session is restored (start `loadingGlobal`
 *   at `true` when a stored session may exist).
 *
 * Only the internals below change when sign-in arrives (Amplify loaded with `import()`, never
 * statically: the public pages must not carry it, and `GET /api/me` for the user document).
 */

export interface SessionState {
  readonly user: UserDocument | null;
  readonly loadingGlobal: boolean;
}

export interface Session extends SessionState {
  setUser: (user: UserDocument | null) => void;
  setLoadingGlobal: (loading: boolean) => void;
  /** Signs out, clears the activity data and goes to /login. A failure is only logged (spec §4). */
  signOut: () => Promise<void>;
}

/** What the prerendered pages were rendered with, and what hydration starts from. */
const serverState: SessionState = { user: null, loadingGlobal: false };

const createSessionStore = (initial: SessionState) => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: (): SessionState => state,
    getServerSnapshot: (): SessionState => serverState,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update: (patch: Partial<SessionState>): void => {
      const next = { ...state, ...patch };
      if (next.user === state.user && next.loadingGlobal === state.loadingGlobal) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
};

/** Nobody can sign in through the web yet: the browser starts signed out and not loading. */
const sessionStore = createSessionStore({ user: null, loadingGlobal: false });

const setUser = (user: UserDocument | null): void => {
  sessionStore.update({ user });
};
const setLoadingGlobal = (loadingGlobal: boolean): void => {
  sessionStore.update({ loadingGlobal });
};

const clearActivityData = (): void => {
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing to clear then.
  }
};

const SessionContext = createContext<Session | null>(null);

/** Provides the session to the route tree. Rendered inside the router, so that it can navigate. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
  const navigate = useNavigate();

  const signOut = useCallback(async (): Promise<void> => {
    try {
      // The accounts work signs out of Cognito here, through a dynamically imported Amplify.
      clearActivityData();
      setUser(null);
    } catch (error: unknown) {
      console.error('Sign-out failed', error);
    }
    await navigate('/login');
  }, [navigate]);

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
