import type { FunctionAccess } from '../../lib/access';

/** A person's tickets and assisted applications: the caller's plan (billing) gives its features, auth holds the rate limit. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], support: ['Query', 'PutItem', 'UpdateItem'], auth: ['UpdateItem'], billing: ['GetItem'] }, publishes: ['SupportTicketOpened', 'SupportTicketReplied'] };
