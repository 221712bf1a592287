import { answer, type RouteDefinition } from '../../route-contract';
import type { ApplicationThread } from '../../students';

/** A student reads the thread of their own application (keyed by the caller: never another's); reading marks it read. */
export const myApplicationThreadRoute = {
  method: 'GET',
  path: '/api/intern/applications/{offerId}/messages',
  auth: 'client',
  handler: 'http/students/get-application-messages',
  response: answer<ApplicationThread>(),
} as const satisfies RouteDefinition;
