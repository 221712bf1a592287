import type { FunctionAccess } from '../../lib/access';

/** Reads the alerts' signing key (auth table; PutItem makes it on first use) and pauses the student's alert mails. */
export const access: FunctionAccess = { tables: { auth: ['GetItem', 'PutItem'], internships: ['GetItem', 'PutItem'] }, signingKeys: true };
