import type { FunctionAccess } from '../../lib/access';

/**
 * The plan, checkout, Oneclick's return, cancellation and an admin's refund: the return takes the
 * checkout, finishes the inscription, charges the first period and writes the subscription and its
 * payment (or the new card) with their events; reading the plan settles a first charge left pending
 * from Transbank's status. `payments`: Transbank's URL and credentials.
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem'], billing: ['GetItem', 'Query', 'UpdateItem', 'PutItem', 'DeleteItem', 'ConditionCheckItem'] },
  publishes: ['SubscriptionActionTaken', 'PaymentRecorded', 'SubscriptionChanged'],
  payments: true,
};
