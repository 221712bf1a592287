import type { MyPlan } from '../../billing';
import { answer, type RouteDefinition } from '../../route-contract';

export const getMyPlanRoute = { method: 'GET', path: '/api/billing/plan', auth: 'user', handler: 'http/billing/get-plan', response: answer<MyPlan>() } as const satisfies RouteDefinition;
