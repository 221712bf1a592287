import type { Endpoint } from '../../route-contract';

export const updateUserEndpoint = { method: 'PATCH', path: '/api/admin/users/{uid}', auth: 'admin' } as const satisfies Endpoint;
