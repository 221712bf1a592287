import type { BenefitCoverageKpi } from '../../benefits/coverage';
import { answer, type RouteDefinition } from '../../route-contract';

export const benefitCoverageKpiRoute = {
  method: 'GET',
  path: '/api/kpi/benefit-coverage',
  auth: 'admin',
  handler: 'http/kpi/get-benefit-coverage',
  response: answer<BenefitCoverageKpi>(),
} as const satisfies RouteDefinition;
