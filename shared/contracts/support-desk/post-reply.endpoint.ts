import type { Endpoint } from '../../route-contract';

export const replyToSupportItemEndpoint = { method: 'POST', path: '/api/admin/support/items/{uid}/{itemId}/replies', auth: 'admin' } as const satisfies Endpoint;
