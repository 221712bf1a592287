import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, AlarmStatusWidget, ComparisonOperator, Dashboard, GraphWidget, MathExpression, Stats, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Api } from './api';
import type { Mail } from './mail';

/** The most metrics CloudWatch accepts in one alarm's metric math. */
const MAX_ALARM_METRICS = 10;

/** A function as an alarm names it: its module (`http/me`, `events/mailer`, `jobs/billing-worker`), or its whole description. */
export const functionLabel = (description: string): string => /\b[\w-]+\/[\w$-]+/.exec(description)?.[0] ?? description;

export interface MonitoringProps {
  readonly name: string;
  /** Subscribed by e-mail: the address confirms once, from the mail SNS sends after the first deploy. */
  readonly alarmEmail: string;
}

/**
 * Where the stage's alarms go (an SNS topic mailed to the stage's alarm address) and one dashboard
 * with the figures an operator looks at first: API traffic and errors, function errors and
 * latency, dead letters, and mail sent, bounced and complained about.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: `${props.name} alarms`, enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and states, nothing personal; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key costs $1/month per stage.',
    });
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.name, defaultInterval: Duration.days(1) });
  }

  /**
   * Alarms when the sum of a metric over the given functions reaches 1 in five minutes: one alarm per
   * ten functions, CloudWatch's most metrics in an alarm's math expression.
   */
  private sumAlarms<Fn>(
    functions: readonly Fn[],
    alarm: { id: (index: number) => string; label: string; metricOf: (fn: Fn, period: Duration) => IMetric; describe: (group: readonly Fn[], first: number) => string },
  ): Alarm[] {
    const period = Duration.minutes(5);
    const groups = Array.from({ length: Math.ceil(functions.length / MAX_ALARM_METRICS) }, (_, group) => functions.slice(group * MAX_ALARM_METRICS, (group + 1) * MAX_ALARM_METRICS));
    return groups.map((group, index) => {
      const usingMetrics = Object.fromEntries(group.map((fn, position) => [`f${position}`, alarm.metricOf(fn, period)]));
      return new Alarm(this, alarm.id(index), {
        alarmDescription: alarm.describe(group, index * MAX_ALARM_METRICS + 1),
        metric: new MathExpression({ label: alarm.label, expression: Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(' + '), usingMetrics, period }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    });
  }

  private alarmed(alarm: Alarm): Alarm {
    alarm.addAlarmAction(new SnsAction(this.topic));
    return alarm;
  }

  /**
   * Alarms on the stage's functions failing (an uncaught error, a timeout, a crash), ten functions to an
   * alarm, naming them; the alarm's graph shows which one failed. One alarm a function was 45 of the
   * 500 resources CloudFormation allows a stack.
   */
  errorAlarms(functions: readonly { function: IFunction; description: string }[]): Alarm[] {
    return this.sumAlarms(functions, {
      id: (index) => `FunctionErrorsAlarm${index + 1}`,
      label: 'Function errors',
      metricOf: (fn, period) => fn.function.metricErrors({ statistic: 'Sum', period }),
      describe: (group) => `A function failed (uncaught error, timeout or crash): ${group.map((fn) => functionLabel(fn.description)).join(', ')}`,
    }).map((alarm) => this.alarmed(alarm));
  }

  /**
   * Alarms on throttling, which no error alarm sees: a Lambda invocation of this stage's functions
   * refused for lack of concurrency (the account's quota in this region: a new account may have as
   * little as 10, shared by every stage there), and a DynamoDB request refused on a table or its
   * indexes (on-demand tables still throttle past their previous peak doubled, or on a hot key).
   * Each metric names its own function or table, so a stage alarms on its own resources only.
   */
  throttleAlarms(tables: readonly Table[], functions: readonly IFunction[]): Alarm[] {
    const period = Duration.minutes(5);
    const lambda = this.sumAlarms(functions, {
      id: (index) => (index === 0 ? 'LambdaThrottlesAlarm' : `LambdaThrottlesAlarm${index + 1}`),
      label: 'Lambda throttles',
      metricOf: (fn, metricPeriod) => fn.metricThrottles({ statistic: 'Sum', period: metricPeriod }),
      describe: (group, first) =>
        `Lambda refused invocations of this stage's functions for lack of concurrency in the account and region (docs/deploy.md: Lambda concurrency quota), functions ${first}-${first + group.length - 1} of ${functions.length}`,
    });
    const dynamo = tables.map(
      (table) =>
        new Alarm(this, `${table.node.id}ThrottlesAlarm`, {
          alarmDescription: `DynamoDB throttled requests to ${table.node.id} or its indexes`,
          metric: new MathExpression({
            label: `${table.node.id} throttle events`,
            expression: 'FILL(reads, 0) + FILL(writes, 0)',
            usingMetrics: {
              reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period }),
              writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period }),
            },
            period,
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    );
    return [...lambda, ...dynamo].map((alarm) => this.alarmed(alarm));
  }

  /**
   * Lays the dashboard out once every part exists. The functions are watched through their error alarms
   * (the alarm widget), not a graph line: a dashboard of up to 50 metrics stays in the free tier.
   */
  watch(parts: { api: Api; deadLetterQueues: readonly { node: Construct['node']; deadLetterQueue: IQueue }[]; mail: Mail; alarms: readonly Alarm[] }): void {
    const { api, deadLetterQueues, mail } = parts;
    const fiveMinutes = Duration.minutes(5);
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: [...parts.alarms], width: 24, height: 6 }));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [api.httpApi.metricCount({ period: fiveMinutes }), api.httpApi.metricClientError({ period: fiveMinutes }), api.httpApi.metricServerError({ period: fiveMinutes })],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (p50, p90, p99)',
        left: [Stats.percentile(50), Stats.percentile(90), Stats.percentile(99)].map((statistic) => api.httpApi.metricLatency({ period: fiveMinutes, statistic })),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Dead letters waiting',
        left: deadLetterQueues.map((owner) => owner.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, label: owner.node.id })),
        width: 12,
      }),
      new GraphWidget({
        title: 'Mail (per hour)',
        left: (['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'] as const).map((event) => mail.metric(event)),
        width: 12,
      }),
    );
  }
}
