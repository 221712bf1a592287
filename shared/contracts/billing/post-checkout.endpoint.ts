import type { Endpoint } from '../../route-contract';

export const startCheckoutEndpoint = { method: 'POST', path: '/api/billing/checkout', auth: 'user' } as const satisfies Endpoint;
