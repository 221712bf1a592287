import * as z from 'zod/mini';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { APPLICATION_MESSAGE_MAX, type StudentApplication } from '../../students';

/** POST /api/internships/{offerId}/applications */
export const applyBodySchema = z.strictObject({
  message: z.string({ error: m['application/message-required'] }).check(
    z.trim(),
    z.minLength(20, m['application/message-required']),
    z.maxLength(APPLICATION_MESSAGE_MAX, m['application/message-too-long']),
  ),
});

export type ApplyBody = z.output<typeof applyBodySchema>;

export const applyToOfferRoute = {
  method: 'POST', path: '/api/internships/{offerId}/applications', auth: 'client',
  handler: 'http/students/post-application',
  body: applyBodySchema,
  response: answer<StudentApplication>(),
} as const satisfies RouteDefinition;
