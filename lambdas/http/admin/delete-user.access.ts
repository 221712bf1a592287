import type { FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. Billing UpdateItem: the coverage counters forget a deleted user; users ConditionCheckItem: another admin remains when an admin is deleted; support: its tickets and insurance requests are erased. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'], auth: ['DeleteItem'], billing: ['GetItem', 'Query', 'DeleteItem', 'UpdateItem'], support: ['Query', 'DeleteItem'] }, userPool: ['ListUsers', 'AdminUserGlobalSignOut', 'AdminDeleteUser'], publishes: ['SubscriptionChanged', 'AdminUserDeleted'] };
