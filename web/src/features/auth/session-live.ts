import { QueryObserver } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import type { LiveMessage } from '@shared/live';
import type { UserDocument } from '@shared/user';
import { queryClient } from '../../lib/query-client';
import { runtimeConfig } from '../../lib/runtime-config';
import { leaveGoogleNotice } from './google-notice';
import { keepLiveSocket } from './live-socket';
import { meQueryKey, setMe } from './me';
import { fetchUserDocument } from './session-actions';
import { FALLBACK_REFRESH_MS } from './session-store';

/** What the login screen says after the server ended the session (spec §4 and the error table). */
const signOutMessages = {
  'user-disabled': messages['user-disabled'],
  'user-deleted': messages['login/missing-document'],
  'session-ended': messages['session-ended'],
} as const;

/** Picks the cached queries to read again. */
type QueryMatcher = (query: { queryKey: readonly unknown[] }) => boolean;

/**
 * The queries of other features that a pushed change makes read again, given by the app (the session
 * imports no other feature): a support item's, and an offer's applications.
 */
export interface LiveQueries {
  readonly support: (itemId: string) => QueryMatcher;
  readonly application: (offerId: string) => QueryMatcher;
}

/**
 * The user document, kept live while signed in (loaded lazily by the session provider). The server
 * pushes every change through the live socket (shared/live.ts) into the `['me']` query, which the
 * session store mirrors; a disabled or deleted account is signed out at once, with its message.
 * While the socket cannot connect, the document is re-read every FALLBACK_REFRESH_MS and when the
 * page becomes visible again; the app's own saves write their answer (`setMe`). `onGone(lost)`: signed out by
 * the server (false), or the document could not be read any more, e.g. the tokens were removed in another tab (true).
 * Returns a stop function.
 */
export const watchMe = (onGone: (lost: boolean) => void, liveQueries: LiveQueries): (() => void) => {
  let gone = false;
  /** `lost`: the session is gone from this browser (signed out in another tab): the user may come back to this page. */
  const end = (message?: string, lost = false) => {
    if (gone) return;
    gone = true;
    if (message) leaveGoogleNotice('login', message);
    onGone(lost);
  };
  const observer = new QueryObserver(queryClient, {
    queryKey: meQueryKey,
    queryFn: async () => {
      const latest = await fetchUserDocument();
      // Kept until the sign-out clears it: the pages never render a signed-in area without a user.
      if (!latest) {
        end(undefined, true);
        return queryClient.getQueryData(meQueryKey) ?? null;
      }
      return latest;
    },
    staleTime: Infinity,
    retry: false,
  });
  /** The fallback: a slow poll and a re-read on focus, only while the socket is not open. */
  const setFallback = (on: boolean) =>
    observer.setOptions({ ...observer.options, refetchInterval: on ? FALLBACK_REFRESH_MS : false, refetchIntervalInBackground: false, refetchOnWindowFocus: on ? 'always' : false });
  setFallback(true);
  const unsubscribe = observer.subscribe((result) => {
    if ((result.error as { code?: unknown } | null)?.code === 'user-disabled') end(messages['user-disabled']);
    else if (result.error) console.warn('Could not refresh the user document', result.error);
  });

  let wasOpen = false;
  let since = Date.now();
  const onMessage = (message: LiveMessage) => {
    if (message.type === 'signed-out') end(signOutMessages[message.code]);
    else if (message.type === 'support') void queryClient.invalidateQueries({ predicate: liveQueries.support(message.itemId) });
    // A company's offer changed (expired, hidden, reported): every offer query of the app re-reads.
    else if (message.type === 'offer') void queryClient.invalidateQueries({ queryKey: ['offers'] });
    // An application changed (applied, opened, answered, withdrawn): the student's list and the company's applicants of that offer re-read.
    else if (message.type === 'application') void queryClient.invalidateQueries({ predicate: liveQueries.application(message.offerId) });
    else setMe(queryClient, message.user as unknown as UserDocument);
  };
  const onState = (open: boolean) => {
    setFallback(!open);
    // Changes made while the socket was not open are read once; a document read since then is fresh.
    if (open && (queryClient.getQueryState(meQueryKey)?.dataUpdatedAt ?? 0) < since) void observer.refetch();
    // Closed after being open: the account may have been disabled meanwhile; the re-read tells.
    if (!open && wasOpen) {
      since = Date.now();
      void observer.refetch();
    }
    wasOpen = open;
  };
  let stopSocket: (() => void) | undefined;
  let stopped = false;
  void Promise.all([runtimeConfig(), import('./user-document')])
    .then(([config, { currentIdToken }]) => {
      if (stopped || typeof WebSocket === 'undefined') return;
      stopSocket = keepLiveSocket({ url: config.liveUrl, token: currentIdToken, onMessage, onState });
    })
    .catch((error: unknown) => console.warn('The live socket is not available; the document is re-read every minute', error));

  return () => {
    gone = true;
    stopped = true;
    stopSocket?.();
    unsubscribe();
  };
};
