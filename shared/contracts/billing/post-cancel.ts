import type { MyPlan } from '../../billing';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';
import { cancelMyPlanEndpoint } from './post-cancel.endpoint';

export const cancelMyPlanRoute = { ...cancelMyPlanEndpoint, handler: 'http/billing/post-cancel', body: emptyBodySchema, response: answer<MyPlan>() } as const satisfies RouteDefinition;
