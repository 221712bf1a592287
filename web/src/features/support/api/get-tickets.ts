import { listTicketsRoute } from '@shared/contracts/support/get-tickets';
import type { SupportTicketList } from '@shared/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

/** `GET /api/support/tickets`: the user's own tickets, newest first. */
export const getTickets = async (): Promise<SupportTicketList> => apiRequest(listTicketsRoute);

export const ticketsQueryOptions = (uid: string) => queryOptions({ queryKey: ticketsQueryKey(uid), queryFn: getTickets });

export const useTickets = (uid: string) => useQuery(ticketsQueryOptions(uid));
