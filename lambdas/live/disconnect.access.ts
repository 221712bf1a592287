import type { FunctionAccess } from '../lib/access';

/** Finds the connection's user by the byConnection index, deletes the item and the socket's closing schedule. */
export const access: FunctionAccess = { tables: { connections: ['Query', 'DeleteItem'] }, liveSocketExpiry: ['DeleteSchedule'] };
