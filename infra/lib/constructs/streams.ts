import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { alarmedDeadLetterQueue } from './dead-letters';
import { AppFunction, type FunctionAccess, type FunctionBindings } from './app-function';
import { notify } from './alarms';

export interface StreamConsumerProps {
  /** The module under `lambdas/` that exports `handler(DynamoDBStreamEvent)`, e.g. `events/outbox-relay`. */
  readonly handler: string;
  /** The table whose stream it reads (the table must stream: `stream: true` in shared/data/tables.ts). */
  readonly table: ITable;
  readonly tableName: string;
  readonly bindings: FunctionBindings;
  readonly access: FunctionAccess;
  readonly alarmTopic: ITopic;
}

/** Attempts per record before it goes to the dead-letter queue (a failed record is retried alone, see bisect). */
export const STREAM_RETRY_ATTEMPTS = 5;

/**
 * One consumer of a table's stream: its function, reading in order, retrying a failed record
 * (the handler reports failed records, so the good ones in a batch are not redone), then parking
 * its description in a dead-letter queue that alarms on the first message. A stream keeps records
 * for 24 hours, so an alarm on the iterator's age says when the consumer falls behind.
 */
export class StreamConsumer extends Construct {
  readonly deadLetterQueue: Queue;
  readonly appFunction: AppFunction;
  readonly deadLetterAlarm: Alarm;
  readonly iteratorAgeAlarm: Alarm;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    ({ queue: this.deadLetterQueue, alarm: this.deadLetterAlarm } = alarmedDeadLetterQueue(this, {
      role: 'the on-failure destination of a stream consumer',
      alarmDescription: `Stream records failed in ${props.handler} and wait in its dead-letter queue`,
      alarmTopic: props.alarmTopic,
    }));
    this.appFunction = new AppFunction(this, 'Handler', {
      handler: props.handler,
      description: `Consumes the ${props.tableName} table's stream: ${props.handler}`,
      bindings: props.bindings,
      access: props.access,
    });
    this.appFunction.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 25,
        maxBatchingWindow: Duration.millis(0),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );
    Validations.of(this.appFunction).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: "dynamodb:ListStreams, granted by CDK's DynamoEventSource, has no resource-level permissions; the stream's other actions are granted on this table's stream only.",
    });
    this.iteratorAgeAlarm = new Alarm(this, 'IteratorAgeAlarm', {
      alarmDescription: `${props.handler} is more than 5 minutes behind the ${props.tableName} table's stream`,
      metric: this.appFunction.function.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(5) }),
      threshold: 5 * 60 * 1000,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    notify(this.iteratorAgeAlarm, props.alarmTopic);
  }
}
