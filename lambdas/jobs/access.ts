import type { FunctionAccess } from '../lib/access';

/**
 * What each scheduled job's driver and worker may do in AWS, by its file's name: one function each.
 * A driver opens its run in the jobs' ledger (the billing table: lib/job-ledger.repository.ts) and puts
 * the run's walks on the job's queue: the stack grants that send with the queue
 * (infra/lib/constructs/jobs.ts). Every worker claims its pages and items in that ledger (PutItem,
 * UpdateItem on the billing table).
 */
const opensItsRun: FunctionAccess = { tables: { billing: ['UpdateItem'] } };
export const access: Record<string, FunctionAccess> = {
  'benefit-reminders': opensItsRun,
  /**
   * Reads opted-in users by the byReminders index and the users due a recount by their schedule
   * items; moves the coverage counters and the schedule; publishes each reminder for the mailer. Reads
   * the students' saved searches and the day's offers (byListing), records each student's alert day
   * with its event. Reads the claims due a follow-up by the byFollowUp index, moves each one's next
   * follow-up and publishes its mail.
   */
  'benefit-reminders-worker': {
    tables: { users: ['Query', 'GetItem', 'UpdateItem'], billing: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem'], internships: ['Query', 'UpdateItem'], claims: ['Query', 'GetItem', 'UpdateItem'] },
    publishes: ['BenefitReminderDue', 'JobAlertDue', 'BenefitClaimFollowUpDue'],
  },
  billing: opensItsRun,
  /**
   * Pages through renewals (and each owner's document: a missing or disabled account is cancelled,
   * never charged, and each charge's claim checks it), past-due subscriptions and pending first charges, claims each day's charge,
   * charges through Transbank, writes the payment and the subscription; announces an annual renewal
   * a week ahead.
   */
  'billing-worker': {
    tables: { billing: ['Query', 'GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], users: ['GetItem', 'ConditionCheckItem'] },
    publishes: ['PaymentRecorded', 'SubscriptionChanged', 'RenewalNoticeDue'],
    payments: true,
  },
  'clean-up-accounts': opensItsRun,
  'clean-up-accounts-worker': {
    // Billing: an expired registration's subscription, first charge and payments (billing-erasure.service.ts); payments: its card at Transbank.
    tables: { users: ['GetItem', 'Query', 'DeleteItem'], auth: ['PutItem', 'Query', 'DeleteItem'], billing: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'PutItem'] },
    // No ListUsers: the accounts to check come from the pending sign-ups in the auth table.
    userPool: ['AdminGetUser', 'AdminDeleteUser'],
    // The "registration expired" mail goes from this event, written in the removal's own transaction.
    publishes: ['RegistrationExpired', 'SubscriptionChanged'],
    payments: true,
  },
  'expire-offers': opensItsRun,
  'expire-offers-worker': { tables: { internships: ['Query', 'GetItem', 'PutItem'], billing: ['PutItem', 'UpdateItem'] }, publishes: ['OfferStatusChanged'] },
};
