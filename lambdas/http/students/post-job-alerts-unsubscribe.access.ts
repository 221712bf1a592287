import type { FunctionAccess } from '../../lib/access';

/** Reads the alerts' signing key (auth table; PutItem makes it on first use), pauses the student's alert mails and audits it. */
export const access: FunctionAccess = { tables: { auth: ['GetItem', 'PutItem'], internships: ['GetItem', 'PutItem'] }, publishes: ['JobAlertsChanged'], signingKeys: true };
