import type { BenefitsWeeklyKpi } from '../../claims';
import { answer, type RouteDefinition } from '../../route-contract';

/** GET /api/kpi/benefits-weekly: checks started and finished, accounts from a check, claims and money recovered, by week. */
export const benefitsWeeklyKpiRoute = {
  method: 'GET',
  path: '/api/kpi/benefits-weekly',
  auth: 'admin',
  handler: 'http/kpi/get-benefits-weekly',
  response: answer<BenefitsWeeklyKpi>(),
} as const satisfies RouteDefinition;
