import * as z from 'zod/mini';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { type Applicant, companyApplicationStatuses } from '../../students';

/** POST /api/company/offers/{offerId}/applications/{studentUid}/status */
export const applicationStatusBodySchema = z.strictObject({ status: z.enum(companyApplicationStatuses, { error: m['application/status-invalid'] }) });

export const answerApplicantRoute = {
  method: 'POST', path: '/api/company/offers/{offerId}/applications/{studentUid}/status', auth: 'enterprise',
  handler: 'http/students/post-applicant-status',
  body: applicationStatusBodySchema,
  response: answer<Applicant>(),
} as const satisfies RouteDefinition;
