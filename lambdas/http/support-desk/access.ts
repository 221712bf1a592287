import type { FunctionAccess } from '../../lib/access';

/** The admins' support desk: the inbox (the askers' documents in one BatchGetItem), an item (its read recorded in audit), its status, a reply. */
export const access: FunctionAccess = { tables: { users: ['GetItem', 'BatchGetItem'], support: ['Query', 'UpdateItem', 'DeleteItem'], audit: ['PutItem'] }, publishes: ['SupportStatusChanged', 'SupportTicketReplied'] };
