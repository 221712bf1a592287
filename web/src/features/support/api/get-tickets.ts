import type { SupportTicketList } from '@shared/support';
import { routes } from '@shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/support/tickets`: the user's own tickets, newest first. */
export const getTickets = async (): Promise<SupportTicketList> => apiRequest(routes.listTickets);

export const ticketsQueryKey = (uid: string) => ['support-tickets', uid] as const;

/**
 * A push `{ type: 'support', itemId }` (shared/live.ts) makes the support list and that item's page
 * read again: the queries under `support-tickets` whose key is the list or names this item.
 */
export const isSupportQueryOf = (itemId: string) => (query: { queryKey: readonly unknown[] }): boolean =>
  query.queryKey[0] === 'support-tickets' && (query.queryKey.length === 2 || query.queryKey[2] === itemId);

export const ticketsQueryOptions = (uid: string) => queryOptions({ queryKey: ticketsQueryKey(uid), queryFn: getTickets });

export const useTickets = (uid: string) => useQuery(ticketsQueryOptions(uid));
