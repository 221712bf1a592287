import type { UserDocument } from '@shared/user';

/**
 * What the light pages (the guard, the public header) read of the session: a mirror of the query
 * cache's `['me']`, which is the truth (`me.ts`, which keeps this mirror in step), plus
 * whether the stored session is still being restored. It keeps TanStack Query and Amplify out of the
 * public pages' first chunk, and, read with `useSyncExternalStore`:
 * - a prerendered page hydrates with the state it was rendered with (signed out, not loading: the
 *   server snapshot), then moves to the browser's state, with no hydration mismatch;
 * - a page that is not prerendered starts with the browser's state on its first render, so that a
 *   returning user is not sent to /login before the session is restored.
 * Only the query cache writes `user` here (`mirrorUser`).
 */
export interface SessionState {
  readonly user: UserDocument | null;
  readonly loadingGlobal: boolean;
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

/** Amplify keeps the signed-in user's tokens under these localStorage keys. */
export const isCognitoKey = (key: string | null): boolean => key?.startsWith('CognitoIdentityServiceProvider.') ?? false;

/** Without loading Amplify: could a signed-in session be stored in this browser? */
export const mayHaveStoredSession = (): boolean => {
  try {
    return Object.keys(window.localStorage).some((key) => isCognitoKey(key) && key.endsWith('.LastAuthUser'));
  } catch {
    return false;
  }
};

/** A returning user starts loading (spinner) until the session is restored; anyone else starts signed out. */
export const sessionStore = createSessionStore({ user: null, loadingGlobal: typeof window !== 'undefined' && mayHaveStoredSession() });

let signingOutTo: string | null = null;
/** Where the sign-out in progress goes (`signOut` of session.tsx), or null: the route guard sends a page that loses its user there too. */
export const signOutDestination = (): string | null => signingOutTo;
export const setSignOutDestination = (to: string | null): void => {
  signingOutTo = to;
};

/** Called by the query cache when `['me']` changes; nothing else writes the user. */
export const mirrorUser = (user: UserDocument | null): void => {
  sessionStore.update({ user });
};
export const setLoadingGlobal = (loadingGlobal: boolean): void => {
  sessionStore.update({ loadingGlobal });
};

/**
 * How often the open app re-reads the user document while the live socket cannot connect (changes
 * are pushed otherwise, web/src/features/auth/session-live.ts).
 */
export const FALLBACK_REFRESH_MS = 60_000;

