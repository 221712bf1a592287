import type { FunctionAccess } from '../../lib/access';

/** Reads the offer and the application; writes the message and the thread's state with its event, in one transaction. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['GetItem', 'PutItem', 'UpdateItem'] }, publishes: ['ApplicationMessageSent'] };
