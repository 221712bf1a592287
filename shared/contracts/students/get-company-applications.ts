import { answer, type RouteDefinition } from '../../route-contract';
import type { CompanyApplicationsSummary } from '../../students';

export const companyApplicationsRoute = {
  method: 'GET',
  path: '/api/company/applications',
  auth: 'enterprise',
  handler: 'http/students/get-company-applications',
  response: answer<CompanyApplicationsSummary>(),
} as const satisfies RouteDefinition;
