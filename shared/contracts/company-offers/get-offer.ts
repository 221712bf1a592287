import type { Offer } from '../../internships';
import { answer, type RouteDefinition } from '../../route-contract';

export const getCompanyOfferRoute = { method: 'GET', path: '/api/company/offers/{offerId}', auth: 'enterprise', handler: 'http/company-offers/get-offer', response: answer<Offer>() } as const satisfies RouteDefinition;
