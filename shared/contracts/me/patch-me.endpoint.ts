import type { Endpoint } from '../../route-contract';

export const updateMeEndpoint = { method: 'PATCH', path: '/api/me', auth: 'user' } as const satisfies Endpoint;
