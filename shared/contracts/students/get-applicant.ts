import { answer, type RouteDefinition } from '../../route-contract';
import type { ApplicantDetail } from '../../students';

export const openApplicantRoute = {
  method: 'GET',
  path: '/api/company/offers/{offerId}/applications/{studentUid}',
  auth: 'enterprise',
  handler: 'http/students/get-applicant',
  response: answer<ApplicantDetail>(),
} as const satisfies RouteDefinition;
