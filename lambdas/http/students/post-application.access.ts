import type { FunctionAccess } from '../../lib/access';

/** Reads the offer and the profile; writes the application with its event, checking the offer in the same transaction, and marks a first one's person a student. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'UpdateItem'], internships: ['GetItem', 'PutItem', 'ConditionCheckItem', 'Query'] }, publishes: ['ApplicationSubmitted'] };
