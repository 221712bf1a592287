import { answer, type RouteDefinition } from '../../route-contract';
import type { ThreadMessage } from '../../students';
import { threadMessageBodySchema } from '../thread-message-body';

/** A company writes to the student in the thread of an application to one of its own offers. */
export const writeToApplicantRoute = {
  method: 'POST',
  path: '/api/company/offers/{offerId}/applications/{studentUid}/messages',
  auth: 'enterprise',
  handler: 'http/students/post-applicant-message',
  body: threadMessageBodySchema,
  response: answer<ThreadMessage>(),
} as const satisfies RouteDefinition;
