import type { InternshipKpi } from '../../internships';
import { answer, type RouteDefinition } from '../../route-contract';

export const internshipsKpiRoute = { method: 'GET', path: '/api/kpi/internships', auth: 'admin', handler: 'http/kpi/get-internships', response: answer<InternshipKpi>() } as const satisfies RouteDefinition;
