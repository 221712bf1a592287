import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/**
 * Sends both of an alarm's changes to the stage's topic: when it fires, and when it is OK again, so
 * that whoever reads the alarm mail also learns that it is over without opening the console.
 */
export const notify = <A extends Alarm>(alarm: A, topic: ITopic): A => {
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
};

/** The most metrics CloudWatch accepts in one alarm's metric math. */
export const MAX_ALARM_METRICS = 10;

/** A function as an alarm names it: its module (`http/me`, `events/mailer`, `jobs/billing-worker`), or its whole description. */
export const functionLabel = (description: string): string => /\b[\w-]+\/[\w$-]+/.exec(description)?.[0] ?? description;

/** A function as the alarms see it: its Lambda function and the description its alarms name it by. */
export interface WatchedFunction {
  readonly function: IFunction;
  readonly description: string;
}

/** Groups of at most MAX_ALARM_METRICS, in order. */
export const alarmGroups = <Item>(items: readonly Item[]): Item[][] =>
  Array.from({ length: Math.ceil(items.length / MAX_ALARM_METRICS) }, (_, group) => items.slice(group * MAX_ALARM_METRICS, (group + 1) * MAX_ALARM_METRICS));

interface SumAlarm<Item> {
  readonly id: (index: number) => string;
  /** A fixed name, for an alarm another stack's dashboard shows (CloudFormation's generated names cannot be known there). */
  readonly alarmName?: (index: number) => string;
  readonly label: string;
  readonly metricOf: (item: Item, period: Duration) => IMetric;
  readonly describe: (group: readonly Item[], first: number) => string;
}

/**
 * Alarms when the sum of a metric over the items reaches 1 in five minutes: one alarm per ten items,
 * CloudWatch's most metrics in an alarm's math expression.
 */
export const sumAlarms = <Item>(scope: Construct, items: readonly Item[], alarm: SumAlarm<Item>): Alarm[] => {
  const period = Duration.minutes(5);
  return alarmGroups(items).map((group, index) => {
    const usingMetrics = Object.fromEntries(group.map((item, position) => [`f${position}`, alarm.metricOf(item, period)]));
    return new Alarm(scope, alarm.id(index), {
      ...(alarm.alarmName ? { alarmName: alarm.alarmName(index) } : {}),
      alarmDescription: alarm.describe(group, index * MAX_ALARM_METRICS + 1),
      metric: new MathExpression({ label: alarm.label, expression: Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(' + '), usingMetrics, period }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  });
};

/**
 * Alarms on the functions failing (an uncaught error, a timeout, a crash), ten functions to an alarm,
 * naming them; the alarm's graph shows which one failed. One alarm a function was 45 of the 500
 * resources CloudFormation allows a stack.
 */
export const functionErrorAlarms = (scope: Construct, functions: readonly WatchedFunction[], options: { readonly alarmName?: (index: number) => string } = {}): Alarm[] =>
  sumAlarms(scope, functions, {
    id: (index) => `FunctionErrorsAlarm${index + 1}`,
    ...options,
    label: 'Function errors',
    metricOf: (fn, period) => fn.function.metricErrors({ statistic: 'Sum', period }),
    describe: (group) => `A function failed (uncaught error, timeout or crash): ${group.map((fn) => functionLabel(fn.description)).join(', ')}`,
  });

/**
 * Alarms on a Lambda invocation of these functions refused for lack of concurrency (the account's
 * quota in the region: a new account may have as little as 10, shared by every stage there), which
 * no error alarm sees. Each metric names its own function, so a stage alarms on its own functions only.
 */
export const lambdaThrottleAlarms = (scope: Construct, functions: readonly IFunction[], options: { readonly alarmName?: (index: number) => string } = {}): Alarm[] =>
  sumAlarms(scope, functions, {
    id: (index) => (index === 0 ? 'LambdaThrottlesAlarm' : `LambdaThrottlesAlarm${index + 1}`),
    ...options,
    label: 'Lambda throttles',
    metricOf: (fn, period) => fn.metricThrottles({ statistic: 'Sum', period }),
    describe: (group, first) =>
      `Lambda refused invocations of these functions for lack of concurrency in the account and region (docs/deploy.md: Lambda concurrency quota), functions ${first}-${first + group.length - 1} of ${functions.length}`,
  });
