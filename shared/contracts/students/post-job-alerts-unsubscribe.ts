import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';

/**
 * The unsubscribe of a job alert mail: a mail client's one click (RFC 8058 posts
 * `List-Unsubscribe=One-Click`) and the confirmation page's button post here alike. The signed token
 * is a path segment: API Gateway's access log keeps the route, not the path, and no query string carries it.
 */
export const unsubscribeJobAlertsRoute = {
  method: 'POST',
  path: '/api/job-alerts/unsubscribe/{token}',
  auth: 'public',
  handler: 'http/students/post-job-alerts-unsubscribe',
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;
