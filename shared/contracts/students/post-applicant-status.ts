import * as z from 'zod/mini';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { type Applicant, companyApplicationStatuses } from '../../students';
import { answerApplicantEndpoint } from './post-applicant-status.endpoint';

/** POST /api/company/offers/{offerId}/applications/{studentUid}/status */
export const applicationStatusBodySchema = z.strictObject({ status: z.enum(companyApplicationStatuses, { error: m['application/status-invalid'] }) });

export const answerApplicantRoute = {
  ...answerApplicantEndpoint,
  handler: 'http/students/post-applicant-status',
  body: applicationStatusBodySchema,
  response: answer<Applicant>(),
} as const satisfies RouteDefinition;
