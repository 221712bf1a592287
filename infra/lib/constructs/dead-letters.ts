import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { notify } from './alarms';

/**
 * Where a consumer's or a job's failures wait (14 days, encrypted, TLS only), with an alarm on the
 * first message: nothing that failed every retry is lost silently. `role` says whose dead-letter
 * queue it is, for cdk-nag (a dead-letter queue has no dead-letter queue of its own).
 */
export const alarmedDeadLetterQueue = (
  scope: Construct,
  props: {
    readonly role: string;
    readonly alarmDescription: string;
    readonly alarmTopic: ITopic;
    /** Fixed names, for a queue and an alarm that another stack's dashboard shows (jobs-stack.ts). */
    readonly names?: { readonly queue: string; readonly alarm: string };
    /** Before the construct ids `DeadLetterQueue` and `DeadLetterAlarm`, where a scope has two such queues. */
    readonly idPrefix?: string;
  },
): { queue: Queue; alarm: Alarm } => {
  const prefix = props.idPrefix ?? '';
  const queue = new Queue(scope, `${prefix}DeadLetterQueue`, {
    ...(props.names ? { queueName: props.names.queue } : {}),
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This queue is itself ${props.role}; it alarms on its first message.` });
  const alarm = new Alarm(scope, `${prefix}DeadLetterAlarm`, {
    ...(props.names ? { alarmName: props.names.alarm } : {}),
    alarmDescription: props.alarmDescription,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  notify(alarm, props.alarmTopic);
  return { queue, alarm };
};
