import { getTicketRoute } from '@shared/contracts/support/get-ticket';
import { replyToTicketRoute } from '@shared/contracts/support/post-reply';
import type { SupportTicketDetail } from '@shared/support-desk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ticketQueryKey, ticketsQueryKey } from './query-keys';

/**
 * `GET /api/support/tickets/{ticketId}`: the user's ticket and its thread. Live: the server pushes
 * `{ type: 'support', itemId }` on every change and the session re-reads it (auth/session-live.ts);
 * a re-read when the window regains focus covers the time the socket was down.
 */
export const useTicket = (uid: string, ticketId: string) =>
  useQuery(
    queryOptions({
      queryKey: ticketQueryKey(uid, ticketId),
      queryFn: ({ signal }): Promise<SupportTicketDetail> => apiRequest(getTicketRoute, { params: { ticketId }, signal }),
      refetchOnWindowFocus: 'always',
    }),
  );

/** `POST /api/support/tickets/{ticketId}/replies`: the user writes while the ticket is not closed. */
export const useReplyToTicket = (uid: string, ticketId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensaje: string): Promise<SupportTicketDetail> => apiRequest(replyToTicketRoute, { params: { ticketId }, body: { mensaje } }),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketQueryKey(uid, ticketId), ticket);
      await queryClient.invalidateQueries({ queryKey: ticketsQueryKey(uid), exact: true });
    },
  });
};
