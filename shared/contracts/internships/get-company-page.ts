import { answer, type RouteDefinition } from '../../route-contract';

/** A company's public page (HTML): `/empresas/<slug>` is rewritten here by CloudFront and the local gateway. */
export const getCompanyPageRoute = { method: 'GET', path: '/api/companies/{slug}/page', auth: 'public', handler: 'http/internships/get-company-page', response: answer<string>() } as const satisfies RouteDefinition;
