import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Construct } from 'constructs';
import { alarmedDeadLetterQueue } from './dead-letters';
import { AppFunction, type FunctionAccess, type FunctionBindings } from './app-function';
import { nagNames } from './nag';

export interface ScheduledJobProps {
  /** The module under `lambdas/` that exports `handler`, e.g. `jobs/clean-up-accounts`. */
  readonly handler: string;
  readonly everyHours: number;
  readonly timeoutMinutes: number;
  readonly bindings: FunctionBindings;
  readonly access: FunctionAccess;
  readonly alarmTopic: ITopic;
}

/**
 * A job that EventBridge Scheduler runs on a rate: its function with a timeout sized to its work, and
 * one queue that alarms on its first message, receiving both the runs Scheduler could not start and,
 * as the function's on-failure destination, the runs that failed every retry.
 */
export class ScheduledJob extends Construct {
  readonly appFunction: AppFunction;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    ({ queue: this.deadLetterQueue, alarm: this.deadLetterAlarm } = alarmedDeadLetterQueue(this, {
      role: 'the dead-letter queue of a Scheduler target and the on-failure destination of its function',
      alarmDescription: `Runs of ${props.handler} failed every retry and wait in its dead-letter queue`,
      alarmTopic: props.alarmTopic,
    }));
    this.appFunction = new AppFunction(this, 'Handler', {
      handler: props.handler,
      description: `Scheduled job: ${props.handler}`,
      bindings: props.bindings,
      access: props.access,
      alarmTopic: props.alarmTopic,
      timeout: Duration.minutes(props.timeoutMinutes),
    });
    // Scheduler invokes asynchronously: its dead-letter queue only gets invocations it could not make.
    // A run that fails (error, timeout) is retried twice by Lambda, then lands here with its error.
    this.appFunction.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(1), onFailure: new SqsDestination(this.deadLetterQueue) });
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      description: `EventBridge Scheduler: invokes ${props.handler}`,
    });
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagNames(this).arnOf(this.appFunction.function)}:*]`,
      reason: "The job function's versions and aliases, as CDK's grantInvoke writes it: invoking one function, nothing else.",
    });
    new Schedule(this, 'Schedule', {
      description: `${props.handler} every ${props.everyHours} h`,
      schedule: ScheduleExpression.rate(Duration.hours(props.everyHours)),
      target: new LambdaInvoke(this.appFunction.function, {
        role: schedulerRole,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
        deadLetterQueue: this.deadLetterQueue,
      }),
    });
  }
}
