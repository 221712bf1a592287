import * as z from 'zod/mini';
import { chileanRegions, internshipAreas, offerModalities } from '../../internships';
import type { JobAlertList } from '../../job-alerts';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

/** A search to save: each filter optional (none: every new offer). Saving one already saved changes nothing. */
export const jobAlertBodySchema = z.strictObject({
  area: z.optional(z.enum(internshipAreas, { error: m['job-alerts/area-invalid'] })),
  region: z.optional(z.enum(chileanRegions, { error: m['job-alerts/region-invalid'] })),
  modality: z.optional(z.enum(offerModalities, { error: m['job-alerts/modality-invalid'] })),
});

export type JobAlertBody = z.output<typeof jobAlertBodySchema>;

export const saveJobAlertRoute = {
  method: 'POST',
  path: '/api/intern/job-alerts',
  auth: 'client',
  handler: 'http/students/post-job-alert',
  body: jobAlertBodySchema,
  response: answer<JobAlertList>(),
} as const satisfies RouteDefinition;
