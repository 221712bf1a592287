import type { FunctionAccess } from '../lib/access';

/** Reads renewals and past-due subscriptions by index, claims each day's charge, charges through Transbank, writes the payment and the subscription. */
export const access: FunctionAccess = { tables: { billing: ['Query', 'PutItem', 'UpdateItem'] }, publishes: ['PaymentRecorded', 'SubscriptionChanged'], payments: true };
