import type { FunctionAccess } from '../lib/access';

/** What this function may do in AWS; infra/lib/access.ts grants exactly this. Query and UpdateItem: the erasure of a deleted person's older entries. */
export const access: FunctionAccess = { tables: { audit: ['PutItem', 'Query', 'UpdateItem'] } };
