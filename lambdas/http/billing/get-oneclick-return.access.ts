import type { FunctionAccess } from '../../lib/access';

/** Takes the checkout, finishes the inscription, notes and charges the first period, writes the subscription and its payment, or the new card, with their events. */
export const access: FunctionAccess = {
  tables: { billing: ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'] },
  publishes: ['PaymentRecorded', 'SubscriptionChanged', 'SubscriptionActionTaken'],
  payments: true,
};
