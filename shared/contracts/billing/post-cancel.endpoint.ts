import type { Endpoint } from '../../route-contract';

export const cancelMyPlanEndpoint = { method: 'POST', path: '/api/billing/cancel', auth: 'user' } as const satisfies Endpoint;
