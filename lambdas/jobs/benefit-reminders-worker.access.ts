import type { FunctionAccess } from '../lib/access';

/**
 * Reads opted-in users by the byReminders index and the users due a recount by their schedule
 * items; moves the coverage counters and the schedule; publishes each reminder for the mailer.
 */
export const access: FunctionAccess = {
  tables: { users: ['Query', 'GetItem', 'UpdateItem'], billing: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem'] },
  publishes: ['BenefitReminderDue'],
};
