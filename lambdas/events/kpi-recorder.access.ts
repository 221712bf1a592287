import type { FunctionAccess } from '../lib/access';

/** A marker item and the counter ADDs in one transaction, once per event. */
export const access: FunctionAccess = { tables: { billing: ['PutItem', 'UpdateItem'] } };
