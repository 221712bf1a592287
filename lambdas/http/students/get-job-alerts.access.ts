import type { FunctionAccess } from '../../lib/access';

/** Reads the caller's saved searches. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['GetItem'] } };
