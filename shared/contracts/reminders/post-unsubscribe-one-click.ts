import type { UnsubscribeAnswer } from '../../reminders';
import { answer, type RouteDefinition } from '../../route-contract';

/** The unsubscribe of a reminder mail from a mail client's one click (RFC 8058): the token in the path, which the API's access log does not keep (it logs the route). */
export const unsubscribeRemindersOneClickRoute = {
  method: 'POST',
  path: '/api/reminders/unsubscribe/{token}',
  auth: 'public',
  handler: 'http/reminders/post-unsubscribe-one-click',
  response: answer<UnsubscribeAnswer>(),
} as const satisfies RouteDefinition;
