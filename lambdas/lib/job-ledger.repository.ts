import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { conditionHolds } from './dynamo';
import { env } from './env';

/**
 * The scheduled jobs' ledger (lib/fan-out.ts), in the billing table beside the other bookkeeping
 * (counters, recount schedule):
 * - a run: `JOB-RUN#<run>` / `RUN` (a run's id names its job and period: fan-out.ts `runId`), whose
 *   walks were handed out once (`walksSentAt`);
 * - a claim: `JOB#<run>#<hash of a page's or an item's key>` / `CLAIM`, held by the one queue message
 *   that handles it (`holder`, the message's id, the same on each of SQS's redeliveries: its redelivery
 *   after a crash takes it up again), `doneAt` once handled, after which nobody handles it again.
 * Keys are hashed: the ledger holds no user's id. Everything expires after a month, long after a run's
 * messages are gone (SQS keeps a message 14 days at most).
 */
const LEDGER_DAYS = 30;

const expiresAt = (): number => Math.floor(Date.now() / 1000) + LEDGER_DAYS * 24 * 60 * 60;
const claimKey = (run: string, key: string) => ({ pk: `JOB#${run}#${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`, sk: 'CLAIM' });
const runKey = (run: string) => ({ pk: `JOB-RUN#${run}`, sk: 'RUN' });

/**
 * Opens a run: true unless its walks were handed out already (a second start of the same day's run,
 * a scheduler's retry after it sent them). A start that died before saying so is started again:
 * its walks' first pages are claimed, so the second handing-out forks nothing.
 */
export const openRun = (run: string): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: runKey(run),
        UpdateExpression: 'SET startedAt = if_not_exists(startedAt, :now), expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(walksSentAt)',
        ExpressionAttributeValues: { ':now': new Date().toISOString(), ':expires': expiresAt() },
      }),
    ),
  );

/** Notes that a run's walks are all on the queue. */
export const closeRunStart = async (run: string, walks: number): Promise<void> => {
  await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_BILLING,
      Key: runKey(run),
      UpdateExpression: 'SET walksSentAt = :now, walks = :walks',
      ExpressionAttributeValues: { ':now': new Date().toISOString(), ':walks': walks },
    }),
  );
};

/**
 * Claims a page or an item of a run for the message `holder`: true when it is not done and nobody else
 * holds it, or its holder's lease is over (`leaseSeconds`, the queue's visibility timeout: the holder's
 * invocation ended long ago, it died, or its message was redriven from the dead letters under a new id);
 * false otherwise: the message is a copy (a page handed out twice, a redelivery of a message already
 * handled) and goes without doing anything. The holder's own redelivery takes its claim up again.
 */
export const claimInRun = (run: string, key: string, holder: string, leaseSeconds: number): Promise<boolean> => {
  const now = Date.now();
  return conditionHolds(
    dynamo.send(
      new PutCommand({
        TableName: env().TABLE_BILLING,
        Item: { ...claimKey(run, key), holder, claimedAt: new Date(now).toISOString(), expiresAt: expiresAt() },
        ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(doneAt) AND (holder = :holder OR claimedAt < :leaseStart))',
        ExpressionAttributeValues: { ':holder': holder, ':leaseStart': new Date(now - leaseSeconds * 1000).toISOString() },
      }),
    ),
  );
};

/** Marks a claimed page or item done: no message handles it again in this run. */
export const markDoneInRun = async (run: string, key: string): Promise<void> => {
  await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_BILLING,
      Key: claimKey(run, key),
      UpdateExpression: 'SET doneAt = :now',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
};
