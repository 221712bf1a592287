import type { FunctionAccess } from '../../lib/access';

/** Reads the offer and the profile; writes the application with its event, checking the offer in the same transaction. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], internships: ['GetItem', 'PutItem', 'ConditionCheckItem', 'Query'] }, publishes: ['ApplicationSubmitted'] };
