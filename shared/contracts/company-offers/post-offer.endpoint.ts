import type { Endpoint } from '../../route-contract';

export const createCompanyOfferEndpoint = { method: 'POST', path: '/api/company/offers', auth: 'enterprise' } as const satisfies Endpoint;
