import type { Endpoint } from '../../route-contract';

export const applyToOfferEndpoint = { method: 'POST', path: '/api/internships/{offerId}/applications', auth: 'client' } as const satisfies Endpoint;
