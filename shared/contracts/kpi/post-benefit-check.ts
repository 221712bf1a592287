import * as z from 'zod/mini';
import { checkStages } from '../../claims';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';

export const benefitCheckBodySchema = z.strictObject({ stage: z.enum(checkStages, { error: messages['claims/bad-stage'] }) });

/**
 * POST /api/kpi/benefit-checks: an anonymous check (`/revisa`) reached a stage, `started` (its first step
 * answered) or `finished` (its result): a weekly counter moves, and nothing of the check is sent or kept.
 * Public, limited per address.
 */
export const countBenefitCheckRoute = {
  method: 'POST',
  path: '/api/kpi/benefit-checks',
  auth: 'public',
  handler: 'http/kpi/post-benefit-check',
  body: benefitCheckBodySchema,
  response: answer<Record<string, never>>(),
} as const satisfies RouteDefinition;
