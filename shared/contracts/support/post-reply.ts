import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportTicketDetail } from '../../support-desk';
import { supportReplyBodySchema } from '../support-reply-body';
import { replyToTicketEndpoint } from './post-reply.endpoint';

export const replyToTicketRoute = {
  ...replyToTicketEndpoint,
  handler: 'http/support/post-reply',
  body: supportReplyBodySchema,
  response: answer<SupportTicketDetail>(),
} as const satisfies RouteDefinition;
