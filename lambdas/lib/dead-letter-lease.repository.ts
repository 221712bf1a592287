import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { dynamo } from './clients/dynamo';
import { conditionHolds } from './dynamo';
import { env } from './env';

/**
 * The lease of the dead-letter queues' reading: one erasure at a time reads them through, for a reader
 * hides every letter it receives until it puts it back, and a second reader at the same time would
 * miss those. A lease runs out after `seconds`, so that a reader that died holds nothing for long.
 */
export const takeDeadLetterLease = (holder: string, seconds: number, now = Date.now()): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new PutCommand({
        TableName: env().TABLE_AUTH,
        Item: { ...authKeys.deadLetterReader, holder, heldUntil: now + seconds * 1000, expiresAt: Math.floor(now / 1000) + seconds },
        ConditionExpression: 'attribute_not_exists(pk) OR heldUntil < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );

/** Gives the lease back, if `holder` still holds it. */
export const releaseDeadLetterLease = async (holder: string): Promise<void> => {
  await conditionHolds(
    dynamo.send(new DeleteCommand({ TableName: env().TABLE_AUTH, Key: authKeys.deadLetterReader, ConditionExpression: 'holder = :holder', ExpressionAttributeValues: { ':holder': holder } })),
  );
};
