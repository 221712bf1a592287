import { Duration } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IRuleTarget } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { alarmedDeadLetterQueue } from './dead-letters';
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
    ({ queue: this.deadLetterQueue, alarm: this.deadLetterAlarm } = alarmedDeadLetterQueue(this, {
      role: 'the dead-letter queue of a Lambda function and its EventBridge target',
      alarmDescription: `Events failed in ${props.handler} and wait in its dead-letter queue`,
      alarmTopic: props.alarmTopic,
    }));
    this.appFunction = new AppFunction(this, 'Handler', {
      handler: props.handler,
      description: `Consumes domain events: ${props.handler}`,
      bindings: props.bindings,
      access: props.access,
      deadLetterQueue: this.deadLetterQueue,
    });
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
