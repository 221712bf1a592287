import type { Endpoint } from '../../route-contract';

export const activateEndpoint = { method: 'POST', path: '/api/activate', auth: 'public' } as const satisfies Endpoint;
