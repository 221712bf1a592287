import type { FunctionAccess } from '../../lib/access';

/** Reads the caller's application and its messages; marks the thread read on the application. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['GetItem', 'Query', 'UpdateItem'] } };
