import { answer, type RouteDefinition } from '../../route-contract';
import type { ThreadMessage } from '../../students';
import { threadMessageBodySchema } from '../thread-message-body';

/** A student writes to the company in the thread of their own application. */
export const writeToMyApplicationRoute = {
  method: 'POST',
  path: '/api/intern/applications/{offerId}/messages',
  auth: 'client',
  handler: 'http/students/post-application-message',
  body: threadMessageBodySchema,
  response: answer<ThreadMessage>(),
} as const satisfies RouteDefinition;
