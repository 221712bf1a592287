import type { Endpoint } from '../../route-contract';

export const completeGoogleRegistrationEndpoint = { method: 'POST', path: '/api/register/google', auth: 'user' } as const satisfies Endpoint;
