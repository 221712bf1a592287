import type { FunctionAccess } from '../../lib/access';

/** Writes the student profile; marks a first one's person a student on their document. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], internships: ['UpdateItem'] } };
