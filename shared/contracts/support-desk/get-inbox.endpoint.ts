import type { Endpoint } from '../../route-contract';

export const supportInboxEndpoint = { method: 'GET', path: '/api/admin/support/inbox', auth: 'admin' } as const satisfies Endpoint;
