/**
 * The scheduled jobs: a module under `lambdas/` and how often it runs. The CDK stack schedules each
 * on EventBridge Scheduler and the local stack on a timer (and once at start), both from this list.
 */
export interface ScheduledJobDefinition {
  readonly name: string;
  /** The module under `lambdas/` that exports `handler`. */
  readonly handler: string;
  readonly everyHours: number;
}

export const scheduledJobs = [
  // Accounts nobody can use: federated and e-mail accounts without a document, registrations never activated in 7 days.
  { name: 'clean-up-accounts', handler: 'jobs/clean-up-accounts', everyHours: 1 },
  // The terms' billing rules: charges on days 1–5 of each month, cancellation after 5 days past due.
  { name: 'billing', handler: 'jobs/billing', everyHours: 24 },
  // Benefit coverage recounts (birthdays, versions) and benefit reminder mails (shared/reminders.ts).
  { name: 'benefit-reminders', handler: 'jobs/benefit-reminders', everyHours: 24 },
] as const satisfies readonly ScheduledJobDefinition[];
