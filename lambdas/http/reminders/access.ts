import type { FunctionAccess } from '../../lib/access';

/**
 * A reminder mail's unsubscribe link: reads the signing key (auth; PutItem makes it on first use:
 * the only holders of the auth table allowed to), turns the opt-in off, audits the change.
 */
export const access: FunctionAccess = { tables: { auth: ['GetItem', 'PutItem'], users: ['UpdateItem'] }, publishes: ['BenefitRemindersChanged'], signingKeys: true };
