import * as z from 'zod/mini';
import { benefitIds } from '../../benefits/ids';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import type { SupportTicket } from '../../support';

/**
 * POST /api/support/assisted-applications: "Solicitar postulación asistida" for one likely benefit
 * (the annual plan's `assisted-application`). The server names the benefit from its id.
 */
export const assistedApplicationBodySchema = z.strictObject({
  benefitId: z.enum(benefitIds, { error: messages['support/benefit-unknown'] }),
  mensaje: z.optional(z.string().check(z.trim(), z.maxLength(1000, messages['support/assisted-message-too-long']))),
});

export const requestAssistedApplicationRoute = {
  method: 'POST', path: '/api/support/assisted-applications', auth: 'user',
  handler: 'http/support/post-assisted-application',
  body: assistedApplicationBodySchema,
  response: answer<SupportTicket>(),
} as const satisfies RouteDefinition;
