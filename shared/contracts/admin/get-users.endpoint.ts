import type { Endpoint } from '../../route-contract';

export const listUsersEndpoint = { method: 'GET', path: '/api/admin/users', auth: 'admin' } as const satisfies Endpoint;
