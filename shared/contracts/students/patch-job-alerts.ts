import * as z from 'zod/mini';
import type { JobAlertList } from '../../job-alerts';
import { answer, type RouteDefinition } from '../../route-contract';

/** Pauses or resumes the caller's alert mails, keeping the searches. */
export const jobAlertsMailsBodySchema = z.strictObject({ paused: z.boolean() });

export const setJobAlertsPausedRoute = {
  method: 'PATCH',
  path: '/api/intern/job-alerts',
  auth: 'client',
  handler: 'http/students/patch-job-alerts',
  body: jobAlertsMailsBodySchema,
  response: answer<JobAlertList>(),
} as const satisfies RouteDefinition;
