import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Where a consumer's or a job's failures wait (14 days, encrypted, TLS only), with an alarm on the
 * first message: nothing that failed every retry is lost silently. `role` says whose dead-letter
 * queue it is, for cdk-nag (a dead-letter queue has no dead-letter queue of its own).
 */
export const alarmedDeadLetterQueue = (
  scope: Construct,
  props: { readonly role: string; readonly alarmDescription: string; readonly alarmTopic: ITopic },
): { queue: Queue; alarm: Alarm } => {
  const queue = new Queue(scope, 'DeadLetterQueue', { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This queue is itself ${props.role}; it alarms on its first message.` });
  const alarm = new Alarm(scope, 'DeadLetterAlarm', {
    alarmDescription: props.alarmDescription,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  return { queue, alarm };
};
