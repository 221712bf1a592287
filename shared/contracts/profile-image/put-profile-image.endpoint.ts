import type { Endpoint } from '../../route-contract';

export const confirmProfileImageEndpoint = { method: 'PUT', path: '/api/me/profile-image', auth: 'user' } as const satisfies Endpoint;
