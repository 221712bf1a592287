import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, AlarmStatusWidget, ComparisonOperator, Dashboard, GraphWidget, type IAlarm, type IMetric, MathExpression, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { functionErrorAlarms, lambdaThrottleAlarms, notify, type WatchedFunction } from './alarms';
import type { Api } from './api';
import type { Mail } from './mail';

/**
 * The stage's alarm topic in one region, mailed to the stage's own alarm address (which confirms
 * once, from the mail SNS sends after the first deploy; preflight's go-live part checks it).
 */
export const alarmTopic = (scope: Construct, props: MonitoringProps): Topic => {
  const topic = new Topic(scope, 'Topic', { displayName: `${props.name} alarms`, enforceSSL: true });
  topic.addSubscription(new EmailSubscription(props.alarmEmail));
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'Alarm notifications carry alarm names and states, nothing personal; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key costs $1/month per stage.',
  });
  return topic;
};

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
    this.topic = alarmTopic(this, props);
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.name, defaultInterval: Duration.days(1) });
  }

  /** Alarms on the stage's functions failing (alarms.ts `functionErrorAlarms`), sent to the stage's topic. */
  errorAlarms(functions: readonly WatchedFunction[]): Alarm[] {
    return functionErrorAlarms(this, functions).map((alarm) => notify(alarm, this.topic));
  }

  /**
   * Alarms on throttling, which no error alarm sees: a Lambda invocation of this stage's functions
   * refused for lack of concurrency (alarms.ts `lambdaThrottleAlarms`), and a DynamoDB request refused
   * on a table or its indexes (on-demand tables still throttle past their previous peak doubled, or on
   * a hot key). Each metric names its own function or table, so a stage alarms on its own resources only.
   */
  throttleAlarms(tables: readonly Table[], functions: readonly IFunction[]): Alarm[] {
    const period = Duration.minutes(5);
    const lambda = lambdaThrottleAlarms(this, functions);
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
    return [...lambda, ...dynamo].map((alarm) => notify(alarm, this.topic));
  }

  /**
   * Lays the dashboard out once every part exists. The functions are watched through their error alarms
   * (the alarm widget), not a graph line: a dashboard of up to 50 metrics stays in the free tier.
   */
  watch(parts: { api: Api; deadLetters: readonly IMetric[]; mail: Mail; alarms: readonly IAlarm[] }): void {
    const { api, deadLetters, mail } = parts;
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
        left: [...deadLetters],
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
