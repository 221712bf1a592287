import type { FunctionAccess } from '../../lib/access';

/** Reads and writes the caller's saved searches with their event. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['GetItem', 'PutItem'] }, publishes: ['JobAlertsChanged'] };
