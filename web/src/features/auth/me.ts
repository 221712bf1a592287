import type { UserDocument } from '@shared/user';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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
export const setMe = (queryClient: QueryClient, user: UserDocument | null): void => {
  void queryClient.cancelQueries({ queryKey: meQueryKey });
  queryClient.setQueryData(meQueryKey, user);
};
