import type { FunctionAccess } from '../../lib/access';

/** Reads the plan; settles a first charge left pending from Transbank's status (the payment, the subscription and their events in one transaction), or sends it again under a claim that checks the owner's document. */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'ConditionCheckItem'], billing: ['GetItem', 'Query', 'PutItem', 'DeleteItem', 'UpdateItem'] },
  publishes: ['PaymentRecorded', 'SubscriptionChanged'],
  payments: true,
};
