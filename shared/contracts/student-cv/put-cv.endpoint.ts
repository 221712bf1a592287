import type { Endpoint } from '../../route-contract';

export const confirmCvEndpoint = { method: 'PUT', path: '/api/intern/profile/cv', auth: 'client' } as const satisfies Endpoint;
