import type { Endpoint } from '../../route-contract';

export const reportInternshipEndpoint = { method: 'POST', path: '/api/internships/{offerId}/reports', auth: 'user' } as const satisfies Endpoint;
