import type { FunctionAccess } from '../../lib/access';

/** Withdraws the caller's cancellation, with its event, then reads the plan. */
export const access: FunctionAccess = { tables: { billing: ['GetItem', 'Query', 'UpdateItem'] }, publishes: ['SubscriptionActionTaken'] };
