import type { ReportedOfferDetail } from '../../internships';
import { answer, type RouteDefinition } from '../../route-contract';

export const getReportedInternshipRoute = {
  method: 'GET',
  path: '/api/admin/internships/{offerId}/reports',
  auth: 'admin',
  handler: 'http/internships/get-reported-offer',
  response: answer<ReportedOfferDetail>(),
} as const satisfies RouteDefinition;
