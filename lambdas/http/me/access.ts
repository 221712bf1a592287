import { profileImages, type FunctionAccess } from '../../lib/access';

/**
 * The caller's own document. GetObject: the profile image's read link is signed with this
 * function's role. Billing: the benefit coverage counters in the KPI partition, with the day the
 * user is recounted next, and the account from a check (its marker, PutItem, and counter, UpdateItem, in one
 * transaction). Claims: the caller's benefit claims; each change moves the weekly counters (UpdateItem on
 * billing) in the same transaction, and "avísame" turns the reminders on with its audited event.
 */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], claims: ['GetItem', 'PutItem', 'DeleteItem', 'Query'], billing: ['UpdateItem', 'PutItem'] }, buckets: profileImages(['GetObject']), publishes: ['BenefitRemindersChanged'] };
