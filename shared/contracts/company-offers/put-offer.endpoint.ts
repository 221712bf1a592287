import type { Endpoint } from '../../route-contract';

export const updateCompanyOfferEndpoint = { method: 'PUT', path: '/api/company/offers/{offerId}', auth: 'enterprise' } as const satisfies Endpoint;
