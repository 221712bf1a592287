import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. */
export const access: FunctionAccess = {
  // Billing: an expired registration's subscription, first charge and payments (billing-erasure.service.ts); payments: its card at Transbank.
  tables: { users: ['GetItem', 'Query', 'DeleteItem'], auth: ['PutItem', 'Query', 'DeleteItem'], billing: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'PutItem'] },
  payments: true,
  // No ListUsers: the accounts to check come from the pending sign-ups in the auth table.
  userPool: ['AdminGetUser', 'AdminDeleteUser'],
  // The "registration expired" mail goes from this event, written in the removal's own transaction.
  publishes: ['RegistrationExpired', 'SubscriptionChanged'],
};
