import type { JobAlertList } from '../../job-alerts';
import { answer, type RouteDefinition } from '../../route-contract';

/** Removes one of the caller's saved searches (one already gone changes nothing). */
export const removeJobAlertRoute = {
  method: 'DELETE',
  path: '/api/intern/job-alerts/{alertId}',
  auth: 'client',
  handler: 'http/students/delete-job-alert',
  response: answer<JobAlertList>(),
} as const satisfies RouteDefinition;
