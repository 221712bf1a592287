import { profileImages, type FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. The benefit coverage counters are in the billing table's KPI partition. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], billing: ['UpdateItem'] }, buckets: profileImages(['GetObject']) };
