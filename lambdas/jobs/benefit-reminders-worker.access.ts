import type { FunctionAccess } from '../lib/access';

/**
 * Reads opted-in users by the byReminders index and the users due a recount by their schedule
 * items; moves the coverage counters and the schedule; publishes each reminder for the mailer. Reads
 * the students' saved searches and the day's offers (byListing), records each student's alert day
 * with its event.
 */
export const access: FunctionAccess = {
  tables: { users: ['Query', 'GetItem', 'UpdateItem'], billing: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem'], internships: ['Query', 'UpdateItem'] },
  publishes: ['BenefitReminderDue', 'JobAlertDue'],
};
