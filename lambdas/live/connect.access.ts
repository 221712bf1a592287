import type { FunctionAccess } from '../lib/access';

/** Reads the caller's account state (as every signed-in route), schedules the socket's closing at its token's expiry and records the connection. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], connections: ['PutItem'] }, liveSocketExpiry: ['CreateSchedule'] };
