/**
 * The scheduled jobs: a module under `lambdas/` and how often it runs. The CDK stack schedules each
 * on EventBridge Scheduler and the local stack on a timer (and once at start), both from this list.
 *
 * A job's scheduled run (its driver) does no per-item work: it puts one message per walk (a list of due
 * items: a month of renewals, a day of recounts) on the job's queue. Its worker, a consumer of that
 * queue, reads one page of a walk per message, hands the page's items to the same queue (one message
 * each) with the next page's message, and does each item's work, so that no invocation's work grows
 * with the number of users (docs/decisions/0015-jobs-fan-out.md).
 */
import { BILLING_WINDOW_LAST_DAY } from '../billing';

export interface JobWorkerDefinition {
  /** The module under `lambdas/` that exports the queue consumer's `handler`. */
  readonly handler: string;
  /** Lambda's timeout; the queue hides a message for six times this (what Lambda asks of a source queue). */
  readonly timeoutSeconds: number;
  /** Messages handed to one invocation (SQS allows 10 without a batching window). */
  readonly batchSize: number;
  /** Invocations at once, the event source mapping's `maxConcurrency` (2 to 1000). */
  readonly maxConcurrency: number;
  /**
   * Items started a second by the whole job, the rate its provider accepts; each invocation paces itself
   * at this over `maxConcurrency`. Undefined: as fast as the concurrency allows.
   */
  readonly itemsPerSecond?: number;
  /** Deliveries of a message before it goes to the dead-letter queue. */
  readonly maxReceiveCount: number;
}

export interface ScheduledJobDefinition {
  readonly name: string;
  /** The driver: the module under `lambdas/` that exports `handler`. */
  readonly handler: string;
  readonly everyHours: number;
  /** A daily run at this time in Chile (`HH:MM`, America/Santiago, summer time included) instead of a rate. */
  readonly atChileTime?: string;
  /** How long the driver may take: it only sends one message per walk. */
  readonly timeoutMinutes: number;
  /** The variable that holds the job queue's URL (set on the driver and the worker only). */
  readonly queueEnvVar: string;
  /**
   * How long a message may wait in the job's queue before the job is late and a person is called (its
   * backlog alarm): what the job's deadline leaves, not a guess at a normal day's drain.
   */
  readonly backlogAlarmHours: number;
  readonly worker: JobWorkerDefinition;
}

/**
 * How long a job's queue hides a message handed to the worker: six times the worker's timeout, as
 * Lambda asks of a queue it polls, so that a batch still running is never handed out again. Past it,
 * the invocation that took the message has certainly ended (lib/fan-out.ts takes this as a claim's lease).
 */
export const jobVisibilitySeconds = (worker: Pick<JobWorkerDefinition, 'timeoutSeconds'>): number => worker.timeoutSeconds * 6;

/**
 * How long a job's messages (and its dead letters) are kept: SQS's longest, more than a run's drain at
 * national scale. A message carries ids only (a walk, a page's cursor, an item's keys), never a
 * document, so that nothing more waits there.
 */
export const JOB_MESSAGE_RETENTION_DAYS = 14;

/**
 * The billing job's backlog alarm: renewals are charged on days 1 to BILLING_WINDOW_LAST_DAY, one run a
 * day. A message of day 1's run still waiting on day 4 leaves only day 5's run to retry what fails, so a
 * person is called then, while there is a day left; a slower day that still ends in time calls no one.
 */
export const BILLING_BACKLOG_ALARM_HOURS = (BILLING_WINDOW_LAST_DAY - 2) * 24;

/** The time zone of the jobs that run at a time of day: Chile's (EventBridge Scheduler's `ScheduleExpressionTimezone`). */
export const JOBS_TIME_ZONE = 'America/Santiago';

/**
 * Transbank: renewal charges a second, all workers together. Transbank publishes no limit for
 * Oneclick Mall authorizations; 50 a second keeps 1 million renewals to under six hours of the first
 * day (the promise: within five days), and is the figure to agree with Transbank before raising it.
 */
export const TRANSBANK_CHARGES_PER_SECOND = 50;
/**
 * SES: the account's sending rate (a new production account gets 14 a second). Reminders take 10 of
 * them, leaving room for the mails people wait for (activation, password, support).
 */
export const SES_SENDS_PER_SECOND = 14;
export const REMINDER_MAILS_PER_SECOND = 10;

export const scheduledJobs = [
  // Accounts nobody can use: federated and e-mail accounts without a document, registrations never activated in 7 days.
  // Cognito's admin calls are rate-limited per account (AdminDeleteUser, AdminGetUser): a few workers at once.
  {
    name: 'clean-up-accounts',
    handler: 'jobs/clean-up-accounts',
    everyHours: 1,
    timeoutMinutes: 1,
    queueEnvVar: 'QUEUE_CLEAN_UP_ACCOUNTS',
    // Hourly: three runs behind.
    backlogAlarmHours: 3,
    worker: { handler: 'jobs/clean-up-accounts-worker', timeoutSeconds: 60, batchSize: 10, maxConcurrency: 2, maxReceiveCount: 3 },
  },
  // The terms' billing rules: charges on days 1–5 of each month, cancellation after 5 days past due.
  // At 10:00 in Chile, when the support desk is open to answer a charge; one charge a message, at Transbank's rate.
  {
    name: 'billing',
    handler: 'jobs/billing',
    everyHours: 24,
    atChileTime: '10:00',
    timeoutMinutes: 1,
    queueEnvVar: 'QUEUE_BILLING',
    backlogAlarmHours: BILLING_BACKLOG_ALARM_HOURS,
    // A batch: ten charges paced over two seconds, each at most two Transbank calls of 10 s (TRANSBANK_CALL_TIMEOUT_MS).
    worker: { handler: 'jobs/billing-worker', timeoutSeconds: 90, batchSize: 10, maxConcurrency: 10, itemsPerSecond: TRANSBANK_CHARGES_PER_SECOND, maxReceiveCount: 3 },
  },
  // Benefit coverage recounts (birthdays, versions) and benefit reminder mails (shared/reminders.ts): a page of users a message.
  {
    name: 'benefit-reminders',
    handler: 'jobs/benefit-reminders',
    everyHours: 24,
    timeoutMinutes: 1,
    queueEnvVar: 'QUEUE_BENEFIT_REMINDERS',
    // Daily: a day's run is done before the next day's starts on top of it.
    backlogAlarmHours: 20,
    worker: { handler: 'jobs/benefit-reminders-worker', timeoutSeconds: 60, batchSize: 10, maxConcurrency: 5, itemsPerSecond: REMINDER_MAILS_PER_SECOND, maxReceiveCount: 3 },
  },
  // Internship offers past their application deadline become vencida: only the offers due, read through an index, a page a message.
  {
    name: 'expire-offers',
    handler: 'jobs/expire-offers',
    everyHours: 1,
    timeoutMinutes: 1,
    queueEnvVar: 'QUEUE_EXPIRE_OFFERS',
    // Hourly: three runs behind.
    backlogAlarmHours: 3,
    worker: { handler: 'jobs/expire-offers-worker', timeoutSeconds: 60, batchSize: 10, maxConcurrency: 2, maxReceiveCount: 3 },
  },
] as const satisfies readonly ScheduledJobDefinition[];

export type ScheduledJobName = (typeof scheduledJobs)[number]['name'];
