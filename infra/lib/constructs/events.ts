import { Duration, Stack } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IEventBus, IRuleTarget } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
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
  /** The stage's bus: its rules, and only those, may invoke the consumer and park events in its queue. */
  readonly eventBus: IEventBus;
}

/** How often EventBridge retries delivering an event to a consumer, and for how long, before its dead-letter queue. */
export const EVENT_RETRY_POLICY = { maximumRetryAttempts: 4, maximumEventAgeInSeconds: Duration.hours(2).toSeconds() } as const;

/**
 * One consumer of domain events: its function and its dead-letter queue. An event that cannot be
 * delivered (EventBridge side) or whose handler keeps failing (Lambda async side) lands in the
 * queue, and a message in the queue raises an alarm: nothing is lost silently.
 *
 * EventBridge may invoke the function, and park events in the queue, from any rule of the stage's
 * bus (`rule/<bus>/*`): one permission and one queue statement per consumer, whatever the number of
 * events it consumes, as the API grants each router once for all its routes. CDK's own Lambda target
 * adds a permission per rule and consumer, which grew with every event.
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
    const busRules = Stack.of(this).formatArn({ service: 'events', resource: 'rule', resourceName: `${props.eventBus.eventBusName}/*` });
    const events = new ServicePrincipal('events.amazonaws.com');
    this.appFunction.function.addPermission('EventsInvoke', { principal: events, sourceArn: busRules });
    this.deadLetterQueue.addToResourcePolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], principals: [events], resources: [this.deadLetterQueue.queueArn], conditions: { ArnLike: { 'aws:SourceArn': busRules } } }),
    );
  }

  /** A rule target that retries, then parks the event in this consumer's dead-letter queue; the permissions are the consumer's own (above). */
  target(): IRuleTarget {
    return {
      bind: () => ({
        arn: this.appFunction.function.functionArn,
        targetResource: this.appFunction.function,
        deadLetterConfig: { arn: this.deadLetterQueue.queueArn },
        retryPolicy: { ...EVENT_RETRY_POLICY },
      }),
    };
  }
}
