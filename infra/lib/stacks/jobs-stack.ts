import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, type IAlarm, type IMetric, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { type IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { scheduledJobs } from '../../../shared/data/jobs';
import { accessOf } from '../access';
import { alarmGroups, functionErrorAlarms, lambdaThrottleAlarms, notify } from '../constructs/alarms';
import { type FunctionBindings, toConstructId } from '../constructs/app-function';
import { jobNames, ScheduledJob } from '../constructs/jobs';
import type { StageName } from '../stage-config';
import { jobsStackName } from './stage-stacks';

/** The fixed names of the jobs' function alarms (`<stack>-function-errors-1`…), which the app stack's dashboard shows. */
const functionAlarmName = (stack: string, kind: 'errors' | 'throttles', index: number): string => `${stack}-function-${kind}-${index + 1}`;

/** Every function of the jobs stack, as its alarms group them: each job's driver and worker. */
const jobFunctionCount = (): number => scheduledJobs.length * 2;

export interface JobsStackProps extends StackProps {
  readonly stage: StageName;
  /** The app stack's resources, as every function gets them (tables, bus, pool, mail, payments). */
  readonly bindings: FunctionBindings;
  /** The stage's alarm topic, in the app stack. */
  readonly alarmTopic: ITopic;
}

/**
 * The scheduled jobs of a stage (shared/data/jobs.ts): each job's schedule, driver, queue, worker,
 * dead-letter queue and alarms, and the alarms on its functions' errors and throttles. A stack of
 * their own, so that the app stack keeps room under CloudFormation's 500 resources for the
 * features to come; it reads the app stack's tables, bus and pool (CDK's weak cross-stack
 * references: outputs of the app stack read with `Fn::GetStackOutput`), so it is deployed after it.
 */
export class JobsStack extends Stack {
  readonly jobs: ScheduledJob[];

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { bindings, alarmTopic } = props;
    this.jobs = scheduledJobs.map(
      (job) => new ScheduledJob(this, `${toConstructId(job.name)}Job`, { job, bindings, access: accessOf(job.handler), alarmTopic, stackName: this.stackName }),
    );
    const functions = this.jobs.flatMap((job) => [job.appFunction, job.worker]);
    for (const alarm of functionErrorAlarms(this, functions, { alarmName: (index) => functionAlarmName(this.stackName, 'errors', index) })) notify(alarm, alarmTopic);
    const throttles = lambdaThrottleAlarms(
      this,
      functions.map((fn) => fn.function),
      { alarmName: (index) => functionAlarmName(this.stackName, 'throttles', index) },
    );
    for (const alarm of throttles) notify(alarm, alarmTopic);
  }
}

/**
 * What the stage's dashboard, in the app stack, shows of the jobs stack: its alarms and its
 * dead-letter queues, by their fixed names (a reference to the jobs stack itself would make the app
 * stack wait for the stack that waits for it).
 */
export const jobsWatch = (scope: Construct, stage: StageName): { alarms: IAlarm[]; deadLetters: IMetric[]; deadLetterQueues: IQueue[] } => {
  const name = jobsStackName(stage);
  const functionGroups = alarmGroups(Array.from({ length: jobFunctionCount() }));
  const alarmNames = [
    ...scheduledJobs.flatMap((job) => [jobNames(name, job).deadLetterAlarm, jobNames(name, job).itemsDeadLetterAlarm, jobNames(name, job).backlogAlarm]),
    ...functionGroups.flatMap((_, index) => [functionAlarmName(name, 'errors', index), functionAlarmName(name, 'throttles', index)]),
  ];
  return {
    alarms: alarmNames.map((alarmName) => Alarm.fromAlarmName(scope, `Watch-${alarmName}`, alarmName)),
    deadLetters: scheduledJobs.flatMap((job) =>
      [
        [jobNames(name, job).deadLetterQueue, `${toConstructId(job.name)}Job runs`],
        [jobNames(name, job).itemsDeadLetterQueue, `${toConstructId(job.name)}Job items`],
      ].map(
        ([queueName, label]) =>
          new Metric({ namespace: 'AWS/SQS', metricName: 'ApproximateNumberOfMessagesVisible', dimensionsMap: { QueueName: String(queueName) }, statistic: 'Maximum', period: Duration.minutes(5), label }),
      ),
    ),
    // By their fixed names, so that the app stack takes no reference of the jobs stack (which deploys after it).
    deadLetterQueues: scheduledJobs
      .flatMap((job) => [jobNames(name, job).deadLetterQueue, jobNames(name, job).itemsDeadLetterQueue])
      .map((queueName) => Queue.fromQueueArn(scope, `Watch-${queueName}-queue`, Stack.of(scope).formatArn({ service: 'sqs', resource: queueName }))),
  };
};
