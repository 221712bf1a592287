import type { FunctionAccess } from '../../lib/access';

/** Reads the plan; settles a first charge left pending from Transbank's status (the payment, the subscription and their events in one transaction). */
export const access: FunctionAccess = {
  tables: { users: ['GetItem'], billing: ['GetItem', 'Query', 'PutItem', 'DeleteItem'] },
  publishes: ['PaymentRecorded', 'SubscriptionChanged'],
  payments: true,
};
