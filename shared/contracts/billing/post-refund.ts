import type { PaymentRefunded } from '../../billing';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';

export const refundPaymentRoute = {
  method: 'POST', path: '/api/admin/users/{uid}/payments/{paymentId}/refund', auth: 'admin',
  handler: 'http/billing/post-refund',
  body: emptyBodySchema,
  response: answer<PaymentRefunded>(),
} as const satisfies RouteDefinition;
