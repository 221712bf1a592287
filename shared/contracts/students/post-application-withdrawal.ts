import { answer, type RouteDefinition } from '../../route-contract';
import type { StudentApplication } from '../../students';
import { emptyBodySchema } from '../empty-body';

/** A student withdraws their own application (keyed by the caller: never another's). */
export const withdrawMyApplicationRoute = {
  method: 'POST', path: '/api/intern/applications/{offerId}/withdrawal', auth: 'client',
  handler: 'http/students/post-application-withdrawal',
  body: emptyBodySchema,
  response: answer<StudentApplication>(),
} as const satisfies RouteDefinition;
