import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this: a deleted user's billing items, and the card at Transbank. */
export const access: FunctionAccess = { tables: { billing: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'PutItem'] }, publishes: ['SubscriptionChanged'], payments: true };
