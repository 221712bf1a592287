import type { ReportedOfferList } from '../../internships';
import { answer, type RouteDefinition } from '../../route-contract';

export const listReportedInternshipsRoute = {
  method: 'GET',
  path: '/api/admin/internships/reported',
  auth: 'admin',
  handler: 'http/offer-moderation/get-reported',
  response: answer<ReportedOfferList>(),
} as const satisfies RouteDefinition;
