import * as z from 'zod/mini';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { supportTicketStatuses } from '../../support';
import type { SupportDeskItem } from '../../support-desk';

/** PATCH /api/admin/support/items/{uid}/{itemId} */
export const supportStatusBodySchema = z.strictObject({
  status: z.enum(supportTicketStatuses, { error: messages['support/status-invalid'] }),
});

export const changeSupportStatusRoute = {
  method: 'PATCH', path: '/api/admin/support/items/{uid}/{itemId}', auth: 'admin',
  handler: 'http/support-desk/patch-item',
  body: supportStatusBodySchema,
  response: answer<SupportDeskItem>(),
} as const satisfies RouteDefinition;
