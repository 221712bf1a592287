import type { Endpoint } from '../../route-contract';

export const searchInternshipsEndpoint = { method: 'GET', path: '/api/internships', auth: 'public' } as const satisfies Endpoint;
