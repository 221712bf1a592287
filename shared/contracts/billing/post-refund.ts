import type { PaymentRefunded } from '../../billing';
import { answer, type RouteDefinition } from '../../route-contract';
import { emptyBodySchema } from '../empty-body';
import { refundPaymentEndpoint } from './post-refund.endpoint';

export const refundPaymentRoute = {
  ...refundPaymentEndpoint,
  handler: 'http/billing/post-refund',
  body: emptyBodySchema,
  response: answer<PaymentRefunded>(),
} as const satisfies RouteDefinition;
