import type { FunctionAccess } from '../lib/access';

/** Pages through renewals (and each owner's document: a missing or disabled account is cancelled, never charged), past-due subscriptions and pending first charges, claims each day's charge, charges through Transbank, writes the payment and the subscription; announces an annual renewal a week ahead. */
export const access: FunctionAccess = { tables: { billing: ['Query', 'GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], users: ['GetItem', 'ConditionCheckItem'] }, publishes: ['PaymentRecorded', 'SubscriptionChanged', 'RenewalNoticeDue'], payments: true };
