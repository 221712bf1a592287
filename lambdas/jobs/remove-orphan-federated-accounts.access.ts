import type { FunctionAccess } from '../lib/access';

/** Reads and forgets the pending Google sign-ups (auth table), looks each account up and deletes the unregistered ones. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], auth: ['Query', 'DeleteItem'] }, userPool: ['AdminGetUser', 'AdminDeleteUser'] };
