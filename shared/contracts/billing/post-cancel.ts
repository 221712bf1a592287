import type { MyPlan } from '../../billing';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

export const cancelMyPlanRoute = { method: 'POST', path: '/api/billing/cancel', auth: 'user', handler: 'http/billing/post-cancel', body: emptyBodySchema, response: answer<MyPlan>() } as const satisfies RouteDefinition;
