import type { FunctionAccess } from '../../lib/access';

/** Takes the checkout, finishes the inscription, notes and charges the first period, writes the subscription and its payment, or the new card, with their events. */
export const access: FunctionAccess = {
  // The owner's document: read before finishing, and checked in the charge's claim and settle.
  tables: { billing: ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'], users: ['GetItem', 'ConditionCheckItem'] },
  publishes: ['PaymentRecorded', 'SubscriptionChanged', 'SubscriptionActionTaken'],
  payments: true,
};
