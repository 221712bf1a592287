import { answer, type RouteDefinition } from '../../route-contract';
import type { ApplicantList } from '../../students';

/** Admins see and moderate everything: any offer's applicants, without contact details or CVs. */
export const adminListApplicantsRoute = {
  method: 'GET',
  path: '/api/admin/internships/{offerId}/applications',
  auth: 'admin',
  handler: 'http/students/get-admin-applicants',
  response: answer<ApplicantList>(),
} as const satisfies RouteDefinition;
