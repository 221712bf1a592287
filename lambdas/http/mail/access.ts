import type { FunctionAccess } from '../../lib/access';

/** The account mails the browser asks for, each a MailRequested event: auth holds the reset tokens and the recovery's rate limit. */
export const access: FunctionAccess = { tables: { users: ['GetItem'], auth: ['GetItem', 'UpdateItem'] }, userPool: ['AdminGetUser'], publishes: ['MailRequested'] };
