import { type supportTicketBodySchema, openTicketRoute } from '@shared/contracts/support/post-ticket';
import type { SupportTicket } from '@shared/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

export type SupportTicketBody = z.output<typeof supportTicketBodySchema>;

/** `POST /api/support/tickets`: opens a ticket; the server mails the support team and the user. */
export const createTicket = async (body: SupportTicketBody): Promise<SupportTicket> =>
  apiRequest(openTicketRoute, { body });

/** Opens a ticket, then refreshes the list of the user's tickets. */
export const useCreateTicket = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey(uid) }),
  });
};
