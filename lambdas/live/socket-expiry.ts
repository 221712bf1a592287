import { createHash } from 'node:crypto';
import { CreateScheduleCommand, DeleteScheduleCommand } from '@aws-sdk/client-scheduler';
import { scheduler } from '../lib/clients/scheduler';

/**
 * The closing of a live socket when its token expires: one EventBridge Scheduler schedule a socket,
 * run once (`at(...)`, UTC), that invokes live/close-expired with the connection and deletes itself.
 * The CDK stack sets the variables with the grants (infra/lib/constructs/live.ts); the local stack
 * sets the same for its Scheduler (infra/local/scheduler.ts).
 */
export interface ClosingTarget {
  /** The live sockets' schedule group. */
  group: string;
  /** The closer function's ARN and the role Scheduler invokes it with. */
  targetArn: string;
  roleArn: string;
}

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Invalid function configuration: ${name} is not set`);
  return value;
};

const closingGroup = (): string => required('LIVE_CLOSE_SCHEDULE_GROUP');
const closingTarget = (): ClosingTarget => ({ group: closingGroup(), targetArn: required('LIVE_CLOSE_TARGET_ARN'), roleArn: required('LIVE_CLOSE_ROLE_ARN') });

/** What the closer is invoked with. */
export interface ClosingInput {
  uid: string;
  connectionId: string;
}

/**
 * A schedule's name from the connection id alone (so that $disconnect, which knows nothing else, finds
 * it): API Gateway's ids end in `=`, which a schedule name may not hold; a digest always fits its 64 characters.
 */
export const closingScheduleName = (connectionId: string): string => `socket-${createHash('sha256').update(connectionId).digest('base64url')}`;

/**
 * Scheduler runs a schedule within the minute it names (60-second precision): the closing is set
 * for the first whole minute at or after the expiry, so that it never runs while the token is still valid
 * (an early close would have the app reconnect with that same token, and again).
 */
export const closingTime = (expiresAtSeconds: number): Date => new Date(Math.ceil(expiresAtSeconds / 60) * 60 * 1000);

/** `at(yyyy-mm-ddThh:mm:ss)`, read in the schedule's time zone (UTC). */
export const atExpression = (time: Date): string => `at(${time.toISOString().slice(0, 19)})`;

/** Schedules the closing of a socket at `expiresAtSeconds` (its token's expiry). */
export const scheduleClosing = async (connection: ClosingInput, expiresAtSeconds: number): Promise<void> => {
  const target = closingTarget();
  const input: ClosingInput = { uid: connection.uid, connectionId: connection.connectionId };
  await scheduler.send(
    new CreateScheduleCommand({
      Name: closingScheduleName(connection.connectionId),
      GroupName: target.group,
      ScheduleExpression: atExpression(closingTime(expiresAtSeconds)),
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: target.targetArn,
        RoleArn: target.roleArn,
        Input: JSON.stringify(input),
        // Closing twice is harmless (a gone connection is fine); past an hour the socket has met API Gateway's own end or its next push.
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      },
    }),
  );
};

const isNotFound = (error: unknown): boolean =>
  (error as { name?: string }).name === 'ResourceNotFoundException' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Removes a socket's closing when the socket closed first; one already run (and so deleted) or never made is fine. */
export const cancelClosing = async (connectionId: string): Promise<void> => {
  try {
    await scheduler.send(new DeleteScheduleCommand({ Name: closingScheduleName(connectionId), GroupName: closingGroup() }));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
};
