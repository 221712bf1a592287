import type { FunctionAccess } from '../../lib/access';

/** Reads the signing key (auth table; PutItem makes it on first use; the only holders of the auth table allowed to), turns the opt-in off, audits the change. */
export const access: FunctionAccess = { tables: { auth: ['GetItem', 'PutItem'], users: ['UpdateItem'] }, publishes: ['BenefitRemindersChanged'], signingKeys: true };
