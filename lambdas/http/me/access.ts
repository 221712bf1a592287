import { profileImages, type FunctionAccess } from '../../lib/access';

/**
 * The caller's own document. GetObject: the profile image's read link is signed with this
 * function's role. Billing: the benefit coverage counters in the KPI partition, with the day the
 * user is recounted next.
 */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], billing: ['UpdateItem', 'PutItem'] }, buckets: profileImages(['GetObject']), publishes: ['BenefitRemindersChanged'] };
