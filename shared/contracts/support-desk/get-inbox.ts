import * as z from 'zod/mini';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { supportTicketStatuses } from '../../support';
import { inboxAges, type SupportInbox, supportItemKinds } from '../../support-desk';

/** GET /api/admin/support/inbox: the support desk's one inbox of tickets and insurance requests. */
export const supportInboxQuerySchema = z.strictObject({
  status: z.optional(z.enum(supportTicketStatuses, { error: messages['support/status-invalid'] })),
  kind: z.optional(z.enum(supportItemKinds, { error: messages['support/kind-invalid'] })),
  /** `1`: only priority items (the requester's plan includes priority support). */
  priority: z.optional(z.literal('1', { error: messages['invalid-value'] })),
  olderThanDays: z.optional(z.enum(inboxAges, { error: messages['support/age-invalid'] })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, messages['support/search-too-long']))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});

export const supportInboxRoute = {
  method: 'GET', path: '/api/admin/support/inbox', auth: 'admin',
  handler: 'http/support-desk/get-inbox',
  query: supportInboxQuerySchema,
  response: answer<SupportInbox>(),
} as const satisfies RouteDefinition;
