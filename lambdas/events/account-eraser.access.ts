import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this: read that the document is gone, then remove the Cognito account, the link tokens and the support records. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], auth: ['DeleteItem'], support: ['Query', 'DeleteItem'] }, userPool: ['ListUsers', 'AdminUserGlobalSignOut', 'AdminDeleteUser'] };
