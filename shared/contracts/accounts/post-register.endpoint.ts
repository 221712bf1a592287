import type { Endpoint } from '../../route-contract';

export const registerEndpoint = { method: 'POST', path: '/api/register', auth: 'public' } as const satisfies Endpoint;
