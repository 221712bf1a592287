import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportTicketDetail } from '../../support-desk';
import { supportReplyBodySchema } from '../support-reply-body';

export const replyToTicketRoute = {
  method: 'POST', path: '/api/support/tickets/{ticketId}/replies', auth: 'user',
  handler: 'http/support/post-reply',
  body: supportReplyBodySchema,
  response: answer<SupportTicketDetail>(),
} as const satisfies RouteDefinition;
