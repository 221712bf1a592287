import type { FunctionAccess } from '../../lib/access';

/** Reads and writes the caller's saved searches with their event; a first one marks its person a student. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], internships: ['GetItem', 'PutItem'] }, publishes: ['JobAlertsChanged'] };
