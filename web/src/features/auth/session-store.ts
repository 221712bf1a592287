import type { UserDocument } from '@shared/user';

/**
 * The session state of spec §3 (`user`, `loadingGlobal`) in a small store read with
 * `useSyncExternalStore`, so that:
 * - a prerendered page hydrates with the state it was rendered with (signed out, not loading: the
 *   server snapshot), then moves to the browser's state, with no hydration mismatch;
 * - a page that is not prerendered starts with the browser's state on its first render, so that a
 *   returning user is not sent to /login before the session is restored.
 * Zod-free and Amplify-free: it is part of every page.
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
const mayHaveStoredSession = (): boolean => {
  try {
    return Object.keys(window.localStorage).some((key) => isCognitoKey(key) && key.endsWith('.LastAuthUser'));
  } catch {
    return false;
  }
};

/** A returning user starts loading (spinner) until the session is restored; anyone else starts signed out. */
export const sessionStore = createSessionStore({ user: null, loadingGlobal: typeof window !== 'undefined' && mayHaveStoredSession() });

export const setUser = (user: UserDocument | null): void => {
  sessionStore.update({ user });
};
export const setLoadingGlobal = (loadingGlobal: boolean): void => {
  sessionStore.update({ loadingGlobal });
};

/** How often the open app re-reads the user document, so that changes show without a reload. */
export const LIVE_REFRESH_MS = 4000;

