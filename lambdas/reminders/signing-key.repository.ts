import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';

/** A signing key of `purpose` in the auth table (only the functions that sign with it may read it), base64; undefined before it is made. */
export const readSigningKey = async (purpose: string): Promise<string | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: authKeys.signingKey(purpose), ConsistentRead: true }));
  return typeof Item?.key === 'string' ? Item.key : undefined;
};

/** Stores `key` as the key of `purpose` unless there is one already: the first writer wins. */
export const storeSigningKeyIfNone = (purpose: string, key: string): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new PutCommand({
        TableName: env().TABLE_AUTH,
        Item: { ...authKeys.signingKey(purpose), key, createdAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
