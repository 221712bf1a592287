import type { Endpoint } from '../../route-contract';

export const requestAssistedApplicationEndpoint = { method: 'POST', path: '/api/support/assisted-applications', auth: 'user' } as const satisfies Endpoint;
