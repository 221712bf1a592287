import { supportInboxRoute } from '@shared/contracts/support-desk/get-inbox';
import { getSupportItemRoute } from '@shared/contracts/support-desk/get-item';
import { replyToSupportItemRoute } from '@shared/contracts/support-desk/post-reply';
import { changeSupportStatusRoute } from '@shared/contracts/support-desk/patch-item';
import type { SupportDeskItem, SupportInbox, SupportItemKind, SupportStatus } from '@shared/support-desk';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the inbox is narrowed to: kept in the page's URL (`?status=&kind=&priority=&olderThanDays=&q=`). */
export interface InboxFilters {
  readonly status: SupportStatus | undefined;
  readonly kind: SupportItemKind | undefined;
  /** `1`: only priority items. */
  readonly priority: '1' | undefined;
  readonly olderThanDays: '1' | '3' | '7' | '30' | undefined;
  readonly q: string;
}

export const deskKey = ['admin', 'support'] as const;
const inboxKey = (filters: InboxFilters) => [...deskKey, 'inbox', { ...filters, q: filters.q.trim() }] as const;
export const deskItemKey = (uid: string, itemId: string) => [...deskKey, 'item', uid, itemId] as const;

/** `GET /api/admin/support/inbox`: one page of tickets and insurance requests, and the cursor of the next. */
export const getInbox = async (filters: InboxFilters, cursor: string | undefined, signal?: AbortSignal): Promise<SupportInbox> =>
  apiRequest(supportInboxRoute, { signal, query: { status: filters.status, kind: filters.kind, priority: filters.priority, olderThanDays: filters.olderThanDays, q: filters.q.trim() || undefined, cursor } });

/** The inbox, page by page ("Cargar más"); while new filters load, the last results stay. */
export const useInbox = (filters: InboxFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: inboxKey(filters),
      queryFn: ({ pageParam, signal }) => getInbox(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.cursor,
      placeholderData: keepPreviousData,
    }),
  );

/** `GET /api/admin/support/items/{uid}/{itemId}`: a ticket with its thread, or an insurance request. */
export const useDeskItem = (uid: string, itemId: string) =>
  useQuery(
    queryOptions({
      queryKey: deskItemKey(uid, itemId),
      queryFn: ({ signal }) => apiRequest(getSupportItemRoute, { params: { uid, itemId }, signal }),
    }),
  );

/** After a write: the detail shows the answer at once, and the inbox refetches (the item moved). */
const useDeskWrite = <Input,>(uid: string, itemId: string, write: (input: Input) => Promise<SupportDeskItem>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (item) => {
      queryClient.setQueryData(deskItemKey(uid, itemId), item);
      await queryClient.invalidateQueries({ queryKey: [...deskKey, 'inbox'] });
    },
  });
};

/** `POST …/replies`: the reply is stored in the thread and mailed to the user. */
export const useDeskReply = (uid: string, itemId: string) =>
  useDeskWrite(uid, itemId, (mensaje: string) => apiRequest(replyToSupportItemRoute, { params: { uid, itemId }, body: { mensaje } }));

/** `PATCH …`: the next status. */
export const useDeskStatus = (uid: string, itemId: string) =>
  useDeskWrite(uid, itemId, (status: SupportStatus) => apiRequest(changeSupportStatusRoute, { params: { uid, itemId }, body: { status } }));
