import type { CompanyOfferList } from '../../internships';
import { answer, type RouteDefinition } from '../../route-contract';

/** A company's own internship offers (`enterprise`; shared/internships.ts). */
export const listCompanyOffersRoute = { method: 'GET', path: '/api/company/offers', auth: 'enterprise', handler: 'http/company-offers/get-offers', response: answer<CompanyOfferList>() } as const satisfies RouteDefinition;
