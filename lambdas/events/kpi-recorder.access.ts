import type { FunctionAccess } from '../lib/access';

/** A marker item and the counter ADDs in one transaction, once per event; a refund reads its payment's marker first. */
export const access: FunctionAccess = { tables: { billing: ['GetItem', 'PutItem', 'UpdateItem'] } };
