import type { Endpoint } from '../../route-contract';

export const refundPaymentEndpoint = { method: 'POST', path: '/api/admin/users/{uid}/payments/{paymentId}/refund', auth: 'admin' } as const satisfies Endpoint;
