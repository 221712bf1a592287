/**
 * The scheduled jobs: a module under `lambdas/` and how often it runs. The CDK stack schedules each
 * on EventBridge Scheduler and the local stack on a timer (and once at start), both from this list.
 */
export interface ScheduledJobDefinition {
  readonly name: string;
  /** The module under `lambdas/` that exports `handler`. */
  readonly handler: string;
  readonly everyHours: number;
  /** How long one run may take (Lambda allows 15 minutes), sized to its work. */
  readonly timeoutMinutes: number;
}

export const scheduledJobs = [
  // Accounts nobody can use: federated and e-mail accounts without a document, registrations never activated in 7 days.
  // An hour of sign-ups, a few Cognito and DynamoDB calls each: well under 2 minutes even at launch.
  { name: 'clean-up-accounts', handler: 'jobs/clean-up-accounts', everyHours: 1, timeoutMinutes: 2 },
  // The terms' billing rules: charges on days 1–5 of each month, cancellation after 5 days past due.
  // Every subscription due that day, one Transbank charge (seconds) each: the most Lambda allows; it resumes where it stopped.
  { name: 'billing', handler: 'jobs/billing', everyHours: 24, timeoutMinutes: 15 },
  // Benefit coverage recounts (birthdays, versions) and benefit reminder mails (shared/reminders.ts): a page of 100 users at a time.
  { name: 'benefit-reminders', handler: 'jobs/benefit-reminders', everyHours: 24, timeoutMinutes: 5 },
  // Internship offers past their application deadline become vencida: only the offers due, read through an index.
  { name: 'expire-offers', handler: 'jobs/expire-offers', everyHours: 1, timeoutMinutes: 5 },
] as const satisfies readonly ScheduledJobDefinition[];
