import type { FunctionAccess } from '../lib/access';

/**
 * Reads opted-in users by the byReminders index and the users due a recount by their schedule
 * items; moves the coverage counters and the schedule; publishes each reminder for the mailer. Reads the
 * claims due a follow-up by the byFollowUp index, moves each one's next follow-up and publishes its mail.
 */
export const access: FunctionAccess = {
  tables: { users: ['Query', 'GetItem', 'UpdateItem'], billing: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem'], claims: ['Query', 'GetItem', 'UpdateItem'] },
  publishes: ['BenefitReminderDue', 'BenefitClaimFollowUpDue'],
};
