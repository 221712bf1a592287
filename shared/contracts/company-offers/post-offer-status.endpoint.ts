import type { Endpoint } from '../../route-contract';

export const changeCompanyOfferStatusEndpoint = { method: 'POST', path: '/api/company/offers/{offerId}/status', auth: 'enterprise' } as const satisfies Endpoint;
