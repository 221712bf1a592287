import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { RetentionDays, type LogGroupProps } from 'aws-cdk-lib/aws-logs';
import { dataRemovalPolicy } from './retention';

/**
 * The log groups of a stage. A stage that keeps its data (prod) keeps its logs a year, the
 * window of an audit or a dispute, and keeps them when the stack goes (retain-on-update-or-delete:
 * a failed first deploy still cleans up); other stages keep a month and delete them with the stack.
 */
export const logGroupProps = (retain: boolean): Pick<LogGroupProps, 'retention' | 'removalPolicy'> => ({
  retention: retain ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
  removalPolicy: dataRemovalPolicy(retain),
});

/** X-Ray active tracing: CDK grants `xray:PutTraceSegments` and `xray:PutTelemetryRecords`, which take no resource. */
export const acknowledgeTracing = (scope: IConstruct): void => {
  Validations.of(scope).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource type, IAM only accepts "*".',
  });
};
