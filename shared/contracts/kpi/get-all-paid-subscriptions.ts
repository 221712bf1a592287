import type { PaidSubscriptionsKpi } from '../../admin';
import { answer, type RouteDefinition } from '../../route-contract';

export const paidSubscriptionsKpiRoute = {
  method: 'GET',
  path: '/api/kpi/get-all-paid-subscriptions',
  auth: 'admin',
  handler: 'http/kpi/get-all-paid-subscriptions',
  response: answer<PaidSubscriptionsKpi>(),
} as const satisfies RouteDefinition;
