import type { JobAlertList } from '../../job-alerts';
import { answer, type RouteDefinition } from '../../route-contract';

/** The caller's saved searches, and whether their mails are paused. */
export const listJobAlertsRoute = {
  method: 'GET',
  path: '/api/intern/job-alerts',
  auth: 'client',
  handler: 'http/students/get-job-alerts',
  response: answer<JobAlertList>(),
} as const satisfies RouteDefinition;
