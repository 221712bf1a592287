import type { Endpoint } from '../../route-contract';

export const resetPasswordEndpoint = { method: 'POST', path: '/api/reset-password', auth: 'public' } as const satisfies Endpoint;
