import { answer, type RouteDefinition } from '../../route-contract';
import type { ApplicationThread } from '../../students';

/** A company reads the thread of an application to one of its own offers (404 for another's); reading marks it read. */
export const applicantThreadRoute = {
  method: 'GET',
  path: '/api/company/offers/{offerId}/applications/{studentUid}/messages',
  auth: 'enterprise',
  handler: 'http/students/get-applicant-messages',
  response: answer<ApplicationThread>(),
} as const satisfies RouteDefinition;
