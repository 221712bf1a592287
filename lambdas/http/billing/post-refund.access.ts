import type { FunctionAccess } from '../../lib/access';

/** Claims and records the refund; the refund of the period in force ends the plan in the claim's transaction (and brings it back if Transbank refuses). */
export const access: FunctionAccess = { tables: { users: ['GetItem'], billing: ['GetItem', 'Query', 'UpdateItem'] }, publishes: ['SubscriptionActionTaken', 'SubscriptionChanged'], payments: true };
