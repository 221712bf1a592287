import { answer, type RouteDefinition } from '../../route-contract';
import type { ApplicationsWeeklyKpi } from '../../students';

export const applicationsWeeklyKpiRoute = {
  method: 'GET',
  path: '/api/kpi/applications-weekly',
  auth: 'admin',
  handler: 'http/kpi/get-applications-weekly',
  response: answer<ApplicationsWeeklyKpi>(),
} as const satisfies RouteDefinition;
