import { answer, type RouteDefinition } from '../../route-contract';
import type { ApplicantList } from '../../students';

export const listApplicantsRoute = {
  method: 'GET',
  path: '/api/company/offers/{offerId}/applications',
  auth: 'enterprise',
  handler: 'http/students/get-applicants',
  response: answer<ApplicantList>(),
} as const satisfies RouteDefinition;
