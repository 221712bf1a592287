import type { FunctionAccess } from '../lib/access';

/** Reads renewals (and each owner's document: a missing or disabled account is cancelled, never charged), past-due subscriptions and pending first charges, claims each day's charge, charges through Transbank, writes the payment and the subscription. */
export const access: FunctionAccess = { tables: { billing: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem'], users: ['GetItem'] }, publishes: ['PaymentRecorded', 'SubscriptionChanged', 'RenewalNoticeDue'], payments: true };
