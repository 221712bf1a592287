import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { ApplicationLogLevel, LoggingFormat, type FunctionOptions } from 'aws-cdk-lib/aws-lambda';
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

/**
 * How every function logs: Lambda's own JSON format (lambdas/lib/logger.ts writes one object a line,
 * which the runtime stamps with its time, level and request id), at the stage's level, which the
 * runtime applies; the platform's own lines (START, END, REPORT with init and run times) stay.
 */
export const functionLogging = (level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR'): Pick<FunctionOptions, 'loggingFormat' | 'applicationLogLevelV2'> => ({
  loggingFormat: LoggingFormat.JSON,
  applicationLogLevelV2: ApplicationLogLevel[level],
});

/** Where a metric filter finds the message of a line of lambdas/lib/logger.ts: inside the runtime's own `message`. */
export const LOGGED_MESSAGE = '$.message.message';
