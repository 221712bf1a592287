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
  // An hour of Google sign-ups, a few Cognito and DynamoDB calls each: well under 2 minutes even at launch.
  { name: 'remove-orphan-federated-accounts', handler: 'jobs/remove-orphan-federated-accounts', everyHours: 1, timeoutMinutes: 2 },
  // The terms' billing rules: charges on days 1–5 of each month, cancellation after 5 days past due.
  // Every subscription due that day, one Transbank charge (seconds) each: the most Lambda allows; it resumes where it stopped.
  { name: 'billing', handler: 'jobs/billing', everyHours: 24, timeoutMinutes: 15 },
] as const satisfies readonly ScheduledJobDefinition[];
