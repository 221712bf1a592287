import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, deleteItems, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';

/**
 * Once-only claims for mails that must never go twice (welcome, confirmations). A claim is kept under
 * its `owner`, the account it is erased with: the one its key names, else the mail's recipient. An
 * erasure then forgets all of an account's claims with one Query.
 */
export interface MailClaim {
  owner: string;
  key: string;
}

const key = (claim: MailClaim) => authKeys.mail(claim.owner, claim.key);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** True when this call claimed the mail; false when it was already claimed. */
export const claimMail = (claim: MailClaim): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new PutCommand({
        TableName: env().TABLE_AUTH,
        Item: { ...key(claim), claimedAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + ONE_YEAR_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );

/** Gives a claim back when the mail could not be sent, so that the retry can send it. */
export const releaseMail = async (claim: MailClaim): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: env().TABLE_AUTH, Key: key(claim) }));
};

/** Forgets every claim of an erased account: their keys name it, and it gets no mail any more. */
export const forgetMailClaims = async (owner: string): Promise<void> => {
  const claims = queryItems({ TableName: env().TABLE_AUTH, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': authKeys.mailPk(owner) }, ProjectionExpression: 'pk, sk' });
  const keys: { pk: string; sk: string }[] = [];
  for await (const item of claims) keys.push({ pk: String(item.pk), sk: String(item.sk) });
  await deleteItems(env().TABLE_AUTH, keys);
};

/** The address an account removed without its owner left for its last mail (accounts' removal writes it). */
export const readFarewell = async (uid: string): Promise<{ email: string; firstName: string } | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: authKeys.farewell(uid), ConsistentRead: true }));
  return typeof Item?.email === 'string' ? { email: Item.email, firstName: typeof Item.firstName === 'string' ? Item.firstName : '' } : undefined;
};

export const forgetFarewell = async (uid: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: env().TABLE_AUTH, Key: authKeys.farewell(uid) }));
};
