import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportDeskItem } from '../../support-desk';
import { supportReplyBodySchema } from '../support-reply-body';

export const replyToSupportItemRoute = {
  method: 'POST', path: '/api/admin/support/items/{uid}/{itemId}/replies', auth: 'admin',
  handler: 'http/support-desk/post-reply',
  body: supportReplyBodySchema,
  response: answer<SupportDeskItem>(),
} as const satisfies RouteDefinition;
