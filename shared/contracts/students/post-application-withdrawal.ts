import { answer, type RouteDefinition } from '../../route-contract';
import type { StudentApplication } from '../../students';
import { emptyBodySchema } from '../empty-body';
import { withdrawMyApplicationEndpoint } from './post-application-withdrawal.endpoint';

/** A student withdraws their own application (keyed by the caller: never another's). */
export const withdrawMyApplicationRoute = {
  ...withdrawMyApplicationEndpoint,
  handler: 'http/students/post-application-withdrawal',
  body: emptyBodySchema,
  response: answer<StudentApplication>(),
} as const satisfies RouteDefinition;
