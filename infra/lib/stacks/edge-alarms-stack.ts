import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { notify } from '../constructs/alarms';
import { alarmTopic } from '../constructs/monitoring';
import { stackName, type StageConfig, type StageName } from '../stage-config';

/** The share of CloudFront's answers that are 5xx, in percent over five minutes, that pages the stage's alarm address. */
export const CLOUDFRONT_5XX_RATE_ALARM = 5;
/** Below this many requests in five minutes a rate says little (one failed request of three is 33%): no alarm. */
export const CLOUDFRONT_5XX_MIN_REQUESTS = 20;
/**
 * Requests the stage's web ACL blocked in five minutes that page the stage's alarm address: one a
 * second on average, far more than the odd bad bot; an attack under way, or a rule blocking real users.
 */
export const WAF_BLOCKED_ALARM = 300;

export interface EdgeAlarmsStackProps extends StackProps {
  readonly stage: StageName;
  readonly config: StageConfig;
  /** The stage's distribution, from the app stack (CDK's weak cross-region reference). */
  readonly distributionId: string;
}

/**
 * What alarms on the stage's CloudFront distribution and its web ACL. CloudFront and a CloudFront
 * web ACL publish their metrics only in us-east-1, and an alarm can only notify a topic of its own
 * region: so this stack, with the stage's second alarm topic (mailed to the same address, confirmed
 * once like the first). The edge stack cannot hold them: the app stack reads it, and these alarms
 * read the app stack's distribution.
 */
export class EdgeAlarmsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const name = stackName(props.stage);
    this.topic = alarmTopic(this, { name: `${name} (CloudFront)`, alarmEmail: props.config.alarmEmail });
    const period = Duration.minutes(5);
    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({ namespace: 'AWS/CloudFront', metricName, dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' }, statistic, period });
    this.alarms.push(
      new Alarm(this, 'ServerErrorRateAlarm', {
        alarmDescription: `${name}: ${CLOUDFRONT_5XX_RATE_ALARM}% or more of CloudFront's answers were 5xx in 5 minutes (at least ${CLOUDFRONT_5XX_MIN_REQUESTS} requests): the site or the API is failing for its visitors`,
        metric: new MathExpression({
          label: 'CloudFront 5xx rate (%)',
          expression: `IF(FILL(requests, 0) >= ${CLOUDFRONT_5XX_MIN_REQUESTS}, FILL(rate, 0), 0)`,
          usingMetrics: { rate: cloudFront('5xxErrorRate', 'Average'), requests: cloudFront('Requests', 'Sum') },
          period,
        }),
        threshold: CLOUDFRONT_5XX_RATE_ALARM,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    if (props.config.waf) {
      // The web ACL's metric name is the stage's name (constructs/waf.ts); a CloudFront web ACL's metrics have no Region dimension.
      this.alarms.push(
        new Alarm(this, 'WafBlockedAlarm', {
          alarmDescription: `${name}: the web ACL blocked ${WAF_BLOCKED_ALARM} or more requests in 5 minutes: an attack under way, or a rule blocking real visitors (the WAF logs say which)`,
          metric: new Metric({ namespace: 'AWS/WAFV2', metricName: 'BlockedRequests', dimensionsMap: { WebACL: name, Rule: 'ALL' }, statistic: 'Sum', period }),
          threshold: WAF_BLOCKED_ALARM,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    for (const alarm of this.alarms) notify(alarm, this.topic);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn, description: 'The stage\'s alarm topic in us-east-1 (CloudFront, WAF): its mail subscription is confirmed once' });
  }
}
