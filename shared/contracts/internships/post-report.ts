import * as z from 'zod/mini';
import { offerReportReasons } from '../../internships';
import { messages as m } from '../../messages';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';

/** POST /api/internships/{offerId}/reports */
export const offerReportBodySchema = z.strictObject({
  reason: z.enum(offerReportReasons, { error: m['offer/report-reason-required'] }),
  message: z.optional(z.string().check(z.trim(), z.maxLength(1000, m['offer/report-message-too-long']))),
});

export const reportInternshipRoute = {
  method: 'POST', path: '/api/internships/{offerId}/reports', auth: 'user',
  handler: 'http/internships/post-report',
  body: offerReportBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;
