import * as z from 'zod/mini';
import { chileanRegions, internshipAreas, offerModalities } from '../../internships';
import { JOB_ALERTS_MAX, type JobAlertList } from '../../job-alerts';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** One search: each filter optional (none: every new offer). */
const searchSchema = () =>
  z.strictObject({
    area: z.optional(z.enum(internshipAreas, { error: m['job-alerts/area-invalid'] })),
    region: z.optional(z.enum(chileanRegions, { error: m['job-alerts/region-invalid'] })),
    modality: z.optional(z.enum(offerModalities, { error: m['job-alerts/modality-invalid'] })),
  });

/**
 * The caller's searches and whether their mails are paused, whole: a search already saved keeps when
 * it was saved (offers before it are not new for it), a repeated one counts once, at most five.
 */
export const jobAlertsBodySchema = z.strictObject({
  alerts: z.array(searchSchema()).check(z.maxLength(JOB_ALERTS_MAX, m['job-alerts/limit'])),
  paused: z.boolean(),
});

export type JobAlertsBody = z.output<typeof jobAlertsBodySchema>;

export const saveJobAlertsRoute = {
  method: 'PUT',
  path: '/api/intern/job-alerts',
  auth: 'client',
  handler: 'http/students/put-job-alerts',
  body: jobAlertsBodySchema,
  response: answer<JobAlertList>(),
} as const satisfies RouteDefinition;
