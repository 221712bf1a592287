import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { meQueryKey } from './me';
import { fetchUserDocument } from './session-actions';
import { LIVE_REFRESH_MS } from './session-store';

/**
 * The user document, kept live while signed in (loaded lazily by the session provider): re-read every
 * LIVE_REFRESH_MS while the page is visible and when it becomes visible again, so that an admin's
 * change shows within seconds. A deleted document, or an account an admin disabled, ends the session.
 * Returns a stop function.
 */
export const watchMe = (onGone: () => void): (() => void) => {
  let gone = false;
  const end = () => {
    if (gone) return;
    gone = true;
    onGone();
  };
  const observer = new QueryObserver(queryClient, {
    queryKey: meQueryKey,
    queryFn: async () => {
      const latest = await fetchUserDocument();
      // Kept until the sign-out clears it: the pages never render a signed-in area without a user.
      if (!latest) {
        end();
        return queryClient.getQueryData(meQueryKey) ?? null;
      }
      return latest;
    },
    staleTime: Infinity,
    retry: false,
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  const unsubscribe = observer.subscribe((result) => {
    if ((result.error as { code?: unknown } | null)?.code === 'user-disabled') end();
    else if (result.error) console.warn('Could not refresh the user document', result.error);
  });
  return () => {
    gone = true;
    unsubscribe();
  };
};
