import type { Endpoint } from '../../route-contract';

export const signOutEndpoint = { method: 'POST', path: '/api/auth/sign-out', auth: 'user' } as const satisfies Endpoint;
