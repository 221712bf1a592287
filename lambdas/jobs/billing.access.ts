import type { FunctionAccess } from '../lib/access';

/** Reads renewals, past-due subscriptions and pending first charges, claims each day's charge, charges through Transbank, writes the payment and the subscription. */
export const access: FunctionAccess = { tables: { billing: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem'] }, publishes: ['PaymentRecorded', 'SubscriptionChanged'], payments: true };
