import type { SupportTicketList } from '@shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { idToken } from '../../auth/session-actions';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/support/tickets`: the user's own tickets, newest first. */
export const getTickets = async (): Promise<SupportTicketList> => apiRequest<SupportTicketList>('GET /api/support/tickets', { token: await idToken() });

export const ticketsQueryKey = (uid: string) => ['support-tickets', uid] as const;

export const ticketsQueryOptions = (uid: string) => queryOptions({ queryKey: ticketsQueryKey(uid), queryFn: getTickets });

export const useTickets = (uid: string) => useQuery(ticketsQueryOptions(uid));
