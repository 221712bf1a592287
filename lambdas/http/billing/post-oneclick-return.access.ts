import type { FunctionAccess } from '../../lib/access';

/** Takes the checkout, finishes the inscription, charges the first period, writes the subscription and its payment. */
export const access: FunctionAccess = {
  tables: { billing: ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem'] },
  publishes: ['PaymentRecorded', 'SubscriptionChanged', 'SubscriptionActionTaken'],
  payments: true,
};
