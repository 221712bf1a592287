import type { Endpoint } from '../../route-contract';

export const moderateInternshipEndpoint = { method: 'PATCH', path: '/api/admin/internships/{offerId}', auth: 'admin' } as const satisfies Endpoint;
