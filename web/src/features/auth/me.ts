import type { UserDocument } from '@shared/user';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { mirrorUser } from './session-store';
import { fetchUserDocument } from './user-document';

export const meQueryKey = ['me'] as const;

/** `GET /api/me`: the session (spec §3, `user`). Kept fresh by the live watcher, so never stale on its own. */
export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchUserDocument, staleTime: Infinity });

/** The signed-in user's document, or null. */
export const useMe = (): UserDocument | null => useQuery(meQueryOptions).data ?? null;

/**
 * Writes the session after a sign-in, a sign-out or a save. A read under way is cancelled first:
 * the save's answer is newer than it.
 */
export const setMe = (client: QueryClient, user: UserDocument | null): void => {
  void client.cancelQueries({ queryKey: meQueryKey });
  client.setQueryData(meQueryKey, user);
};

// The light pages (the guard, the public header) read the session through its mirror in `session-store.ts`:
// every change of `['me']` in the app's cache reaches it. Whatever reads or writes `['me']` imports this module.
queryClient.getQueryCache().subscribe((event) => {
  const [key] = event.query.queryKey as readonly unknown[];
  if (key !== meQueryKey[0]) return;
  const current = queryClient.getQueryCache().find({ queryKey: meQueryKey, exact: true });
  // Removed (a sign-out clears the cache): signed out, whatever a removed query still reports later.
  if (!current) {
    mirrorUser(null);
    return;
  }
  if (event.query !== current) return;
  // A read that has not answered yet has no data: the session stays as it is until it does.
  const data = current.state.data as UserDocument | null | undefined;
  if (data !== undefined) mirrorUser(data);
});
