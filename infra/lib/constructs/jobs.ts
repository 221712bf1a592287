import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Construct } from 'constructs';
import { JOB_MESSAGE_RETENTION_DAYS, jobVisibilitySeconds, JOBS_TIME_ZONE, type ScheduledJobDefinition } from '../../../shared/data/jobs';
import { accessOf } from '../access';
import { alarmedDeadLetterQueue } from './dead-letters';
import { AppFunction, type FunctionAccess, type FunctionBindings } from './app-function';
import { nagNames } from './nag';
import { notify } from './alarms';

export interface ScheduledJobProps {
  /** The job as shared/data/jobs.ts defines it: its driver, schedule, queue and worker. */
  readonly job: ScheduledJobDefinition;
  readonly bindings: FunctionBindings;
  /** The driver's access (lambdas/jobs/access.ts); the worker's is read from the same file. */
  readonly access: FunctionAccess;
  readonly alarmTopic: ITopic;
  /** The name of the stack it is in: its dead-letter queue and alarms are named after it (`jobNames`). */
  readonly stackName: string;
}

/**
 * The fixed names of a job's dead-letter queue and alarms, `<stack>-<job>-…`: the stage's dashboard,
 * in the app stack, shows them, and CloudFormation's generated names cannot be known there.
 */
export const jobNames = (stackName: string, job: Pick<ScheduledJobDefinition, 'name'>) => ({
  deadLetterQueue: `${stackName}-${job.name}-failed-runs`,
  deadLetterAlarm: `${stackName}-${job.name}-failed-runs`,
  itemsDeadLetterQueue: `${stackName}-${job.name}-failed-items`,
  itemsDeadLetterAlarm: `${stackName}-${job.name}-failed-items`,
  backlogAlarm: `${stackName}-${job.name}-backlog`,
});

/**
 * A job that EventBridge Scheduler runs on a rate or at a time of day in Chile: its driver function,
 * which puts the day's walks on the job's queue; the worker function, fed by that queue (batches,
 * bounded by the event source's maximum concurrency, failures reported per message); and two
 * dead-letter queues that alarm on their first message: the failed runs (those Scheduler could not
 * start, and the driver's runs that failed every retry: its on-failure destination), which are run
 * again by invoking the driver, and the failed items (the messages the worker failed
 * `maxReceiveCount` times: the job queue's redrive), which go back to the job queue as they are (SQS's
 * StartMessageMoveTask; `npm run redrive`). A third alarm watches the job queue's oldest message.
 */
export class ScheduledJob extends Construct {
  readonly appFunction: AppFunction;
  readonly worker: AppFunction;
  readonly queue: Queue;
  /** The failed runs (Scheduler's dead letters and the driver's on-failure destination). */
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;
  /** The failed items: the job queue's redrive target, its only source. */
  readonly itemsDeadLetterQueue: Queue;
  readonly itemsDeadLetterAlarm: Alarm;
  readonly backlogAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    const names = jobNames(props.stackName, job);
    ({ queue: this.deadLetterQueue, alarm: this.deadLetterAlarm } = alarmedDeadLetterQueue(this, {
      names: { queue: names.deadLetterQueue, alarm: names.deadLetterAlarm },
      role: 'the dead-letter queue of a Scheduler target and the on-failure destination of its function',
      alarmDescription: `Runs of ${job.handler} failed every retry and wait in its dead-letter queue (npm run redrive -- --queue ${job.handler})`,
      alarmTopic: props.alarmTopic,
    }));
    ({ queue: this.itemsDeadLetterQueue, alarm: this.itemsDeadLetterAlarm } = alarmedDeadLetterQueue(this, {
      idPrefix: 'Items',
      names: { queue: names.itemsDeadLetterQueue, alarm: names.itemsDeadLetterAlarm },
      role: "the job queue's redrive target",
      alarmDescription: `Items of ${job.worker.handler} failed ${job.worker.maxReceiveCount} times and wait in its dead-letter queue (npm run redrive -- --queue ${job.worker.handler})`,
      alarmTopic: props.alarmTopic,
    }));
    // Six times the worker's timeout, as Lambda asks of a queue it polls: a batch still running is never handed out again.
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(jobVisibilitySeconds(job.worker)),
      retentionPeriod: Duration.days(JOB_MESSAGE_RETENTION_DAYS),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.itemsDeadLetterQueue, maxReceiveCount: job.worker.maxReceiveCount },
    });
    // The job's own deadline (shared/data/jobs.ts `backlogAlarmHours`): billing's is the renewal window's.
    const backlogAge = Duration.hours(job.backlogAlarmHours);
    this.backlogAlarm = new Alarm(this, 'BacklogAlarm', {
      alarmName: names.backlogAlarm,
      alarmDescription: `${job.handler} falls behind: a message has waited in its queue for ${backlogAge.toHours()} hours`,
      metric: this.queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5) }),
      threshold: backlogAge.toSeconds(),
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    notify(this.backlogAlarm, props.alarmTopic);

    this.appFunction = new AppFunction(this, 'Handler', {
      handler: job.handler,
      description: `Scheduled job: ${job.handler}`,
      bindings: props.bindings,
      access: props.access,
      timeout: Duration.minutes(job.timeoutMinutes),
    });
    this.worker = new AppFunction(this, 'Worker', {
      handler: job.worker.handler,
      description: `Job worker: ${job.worker.handler}`,
      bindings: props.bindings,
      access: accessOf(job.worker.handler),
      timeout: Duration.seconds(job.worker.timeoutSeconds),
    });
    // The queue's URL and the right to send to it, together: the driver sends walks, the worker pages and items.
    for (const fn of [this.appFunction.function, this.worker.function]) {
      fn.addEnvironment(job.queueEnvVar, this.queue.queueUrl);
      this.queue.grantSendMessages(fn);
    }
    this.worker.function.addEventSource(
      new SqsEventSource(this.queue, { batchSize: job.worker.batchSize, maxConcurrency: job.worker.maxConcurrency, reportBatchItemFailures: true }),
    );
    // Scheduler invokes asynchronously: its dead-letter queue only gets invocations it could not make.
    // A run that fails (error, timeout) is retried twice by Lambda, then lands here with its error.
    this.appFunction.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(1), onFailure: new SqsDestination(this.deadLetterQueue) });
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      description: `EventBridge Scheduler: invokes ${job.handler}`,
    });
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagNames(this).arnOf(this.appFunction.function)}:*]`,
      reason: "The job function's versions and aliases, as CDK's grantInvoke writes it: invoking one function, nothing else.",
    });
    const atChileTime = 'atChileTime' in job ? job.atChileTime : undefined;
    const [hour, minute] = (atChileTime ?? '').split(':').map((part) => String(Number(part)));
    new Schedule(this, 'Schedule', {
      description: atChileTime ? `${job.handler} daily at ${atChileTime} (${JOBS_TIME_ZONE})` : `${job.handler} every ${job.everyHours} h`,
      // A time of day in Chile's zone: Scheduler follows its summer time, so the run keeps its hour for the people it concerns.
      schedule: atChileTime ? ScheduleExpression.cron({ hour, minute, timeZone: TimeZone.of(JOBS_TIME_ZONE) }) : ScheduleExpression.rate(Duration.hours(job.everyHours)),
      target: new LambdaInvoke(this.appFunction.function, {
        role: schedulerRole,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
        deadLetterQueue: this.deadLetterQueue,
      }),
    });
  }
}
