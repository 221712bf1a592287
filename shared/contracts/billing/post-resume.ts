import type { MyPlan } from '../../billing';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

/** POST /api/billing/resume: the caller withdraws the cancellation of a plan still in force; it renews again. */
export const resumeMyPlanRoute = { method: 'POST', path: '/api/billing/resume', auth: 'user', handler: 'http/billing/post-resume', body: emptyBodySchema, response: answer<MyPlan>() } as const satisfies RouteDefinition;
