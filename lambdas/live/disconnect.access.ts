import type { FunctionAccess } from '../lib/access';

/** Finds the connection's user by the byConnection index and deletes the item. */
export const access: FunctionAccess = { tables: { connections: ['Query', 'DeleteItem'] } };
