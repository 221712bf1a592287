import type { UsersWithPlanKpi } from '../../admin';
import { answer, type RouteDefinition } from '../../route-contract';

export const usersWithPlanKpiRoute = {
  method: 'GET',
  path: '/api/kpi/get-all-users-with-plan',
  auth: 'admin',
  handler: 'http/kpi/get-all-users-with-plan',
  response: answer<UsersWithPlanKpi>(),
} as const satisfies RouteDefinition;
