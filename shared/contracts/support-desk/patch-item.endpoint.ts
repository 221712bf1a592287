import type { Endpoint } from '../../route-contract';

export const changeSupportStatusEndpoint = { method: 'PATCH', path: '/api/admin/support/items/{uid}/{itemId}', auth: 'admin' } as const satisfies Endpoint;
