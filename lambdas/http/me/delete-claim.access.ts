import type { FunctionAccess } from '../../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. The claim and the weekly counters it leaves, in one transaction. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], claims: ['GetItem', 'DeleteItem', 'Query'], billing: ['UpdateItem'] } };
