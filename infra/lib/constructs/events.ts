import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IRuleTarget } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AppFunction, type FunctionAccess, type FunctionBindings } from './app-function';

export interface EventConsumerProps {
  /** The module under `lambdas/` that exports `handler`, e.g. `events/audit-recorder`. */
  readonly handler: string;
  readonly bindings: FunctionBindings;
  readonly access: FunctionAccess;
  readonly alarmTopic: ITopic;
}

/**
 * One consumer of domain events: its function and its dead-letter queue. An event that cannot be
 * delivered (EventBridge side) or whose handler keeps failing (Lambda async side) lands in the
 * queue, and a message in the queue raises an alarm: nothing is lost silently.
 */
export class EventConsumer extends Construct {
  readonly deadLetterQueue: Queue;
  readonly appFunction: AppFunction;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EventConsumerProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of a Lambda function and its EventBridge target; it alarms on its first message.',
    });
    this.appFunction = new AppFunction(this, 'Handler', {
      handler: props.handler,
      description: `Consumes domain events: ${props.handler}`,
      bindings: props.bindings,
      access: props.access,
      deadLetterQueue: this.deadLetterQueue,
      alarmTopic: props.alarmTopic,
    });
    this.deadLetterAlarm = new Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `Events failed in ${props.handler} and wait in its dead-letter queue`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.deadLetterAlarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }

  /** A rule target that retries, then parks the event in this consumer's dead-letter queue. */
  target(): IRuleTarget {
    return new LambdaFunction(this.appFunction.function, {
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 4,
      maxEventAge: Duration.hours(2),
    });
  }
}
