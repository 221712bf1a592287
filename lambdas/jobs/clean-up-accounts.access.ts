import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'Query', 'DeleteItem'], auth: ['PutItem', 'Query', 'DeleteItem'] },
  // No ListUsers: the accounts to check come from the pending sign-ups in the auth table.
  userPool: ['AdminGetUser', 'AdminDeleteUser'],
  // The "registration expired" mail goes from this event, written in the removal's own transaction.
  publishes: ['RegistrationExpired'],
};
