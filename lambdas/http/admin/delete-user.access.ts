import type { FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. Billing: the coverage counters forget a deleted user, its subscription ends and its payments are kept anonymised (billing-erasure.service.ts), its card is deleted at Transbank; support: its tickets and insurance requests are erased. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem'], auth: ['DeleteItem'], billing: ['GetItem', 'Query', 'DeleteItem', 'UpdateItem', 'PutItem'], support: ['Query', 'DeleteItem'] }, userPool: ['ListUsers', 'AdminUserGlobalSignOut', 'AdminDeleteUser'], publishes: ['SubscriptionChanged', 'AdminUserDeleted'], payments: true };
