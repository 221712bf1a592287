import type { FunctionAccess } from '../../lib/access';

/**
 * The plan, checkout, Oneclick's return, cancellation and its withdrawal (resume), and an admin's
 * refund: the return takes the checkout, finishes the inscription, charges the first period and writes
 * the subscription and its payment (or the new card) with their events; reading the plan settles a
 * first charge left pending from Transbank's status, or sends it again; the refund of the period in
 * force ends the plan in its claim. Each charge's claim and settle checks the owner's document in users
 * (ConditionCheckItem). `payments`: Transbank's URL and credentials.
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'ConditionCheckItem'], billing: ['GetItem', 'Query', 'UpdateItem', 'PutItem', 'DeleteItem', 'ConditionCheckItem'] },
  publishes: ['SubscriptionActionTaken', 'PaymentRecorded', 'SubscriptionChanged'],
  payments: true,
};
