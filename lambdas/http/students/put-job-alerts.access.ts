import type { FunctionAccess } from '../../lib/access';

/** Reads and writes the caller's saved searches; the first one marks its person a student (UpdateItem on the document, in the same transaction). */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], internships: ['GetItem', 'PutItem'] } };
