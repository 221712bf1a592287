import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportDeskItem } from '../../support-desk';
import { supportReplyBodySchema } from '../support-reply-body';
import { replyToSupportItemEndpoint } from './post-reply.endpoint';

export const replyToSupportItemRoute = {
  ...replyToSupportItemEndpoint,
  handler: 'http/support-desk/post-reply',
  body: supportReplyBodySchema,
  response: answer<SupportDeskItem>(),
} as const satisfies RouteDefinition;
