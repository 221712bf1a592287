import * as z from 'zod/mini';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportTicket } from '../../support';

/** POST /api/support/tickets */
export const supportTicketBodySchema = z.strictObject({
  asunto: z.string({ error: messages['support/subject-required'] }).check(z.trim(), z.minLength(3, messages['support/subject-too-short']), z.maxLength(120, messages['support/subject-too-long'])),
  mensaje: z.string({ error: messages['support/message-required'] }).check(z.trim(), z.minLength(10, messages['support/message-too-short']), z.maxLength(4000, messages['support/message-too-long'])),
});

export const openTicketRoute = {
  method: 'POST', path: '/api/support/tickets', auth: 'user',
  handler: 'http/support/post-ticket',
  body: supportTicketBodySchema,
  response: answer<SupportTicket>(),
} as const satisfies RouteDefinition;
