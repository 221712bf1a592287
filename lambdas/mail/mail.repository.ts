import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';

/** Once-only claims for mails that must never go twice (welcome, confirmations). */
const key = authKeys.mail;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** True when this call claimed the key; false when the mail was already claimed. */
export const claimMail = (idempotencyKey: string): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new PutCommand({
        TableName: env().TABLE_AUTH,
        Item: { ...key(idempotencyKey), claimedAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + ONE_YEAR_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );

/** Gives a claim back when the mail could not be sent, so that the retry can send it. */
export const releaseMail = async (idempotencyKey: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: env().TABLE_AUTH, Key: key(idempotencyKey) }));
};

/** The address an account removed without its owner left for its last mail (accounts' removal writes it). */
export const readFarewell = async (uid: string): Promise<{ email: string; firstName: string } | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: authKeys.farewell(uid), ConsistentRead: true }));
  return typeof Item?.email === 'string' ? { email: Item.email, firstName: typeof Item.firstName === 'string' ? Item.firstName : '' } : undefined;
};

export const forgetFarewell = async (uid: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: env().TABLE_AUTH, Key: authKeys.farewell(uid) }));
};
