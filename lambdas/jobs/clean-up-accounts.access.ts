import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'Query', 'DeleteItem'], auth: ['PutItem', 'Query', 'DeleteItem'] },
  // ListUsers: the e-mail accounts without a document (filtered by status); the Google ones come from the pending sign-ups.
  userPool: ['ListUsers', 'AdminGetUser', 'AdminDeleteUser'],
  // The "registration expired" mail goes from this event, written in the removal's own transaction.
  publishes: ['RegistrationExpired'],
};
