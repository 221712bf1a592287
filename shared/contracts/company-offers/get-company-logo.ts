import { answer, type RouteDefinition } from '../../route-contract';

/** A company's logo (the image itself): `/empresas/<slug>/logo` is rewritten here. */
export const getCompanyLogoRoute = { method: 'GET', path: '/api/companies/{slug}/logo', auth: 'public', handler: 'http/company-offers/get-company-logo', response: answer<string>() } as const satisfies RouteDefinition;
