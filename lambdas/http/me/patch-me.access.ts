import { profileImages, type FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. The benefit coverage counters are in the billing table's KPI partition, with the day the user is recounted next, and the account from a check (its marker, PutItem, and counter, UpdateItem, in one transaction). */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], billing: ['UpdateItem', 'PutItem'] }, publishes: ['BenefitRemindersChanged'], buckets: profileImages(['GetObject']) };
