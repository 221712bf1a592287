import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys, type LinkPurpose } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { hashToken, newLinkToken } from '../lib/crypto';
import { conditionHolds, deleteItems, queryItems, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';

/**
 * Single-use link tokens (activation, password reset) in the auth table: one live token per
 * user and purpose, stored as a hash with an expiry, used up by a conditional delete.
 */
export type { LinkPurpose };

export const linkLifetimeSeconds: Record<LinkPurpose, number> = {
  activation: 7 * 24 * 60 * 60,
  reset: 60 * 60,
};

const key = authKeys.link;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Creates a new token, replacing any earlier one (so only the newest link works). Returns the raw token. */
export const issueLinkToken = async (purpose: LinkPurpose, uid: string): Promise<string> => {
  const token = newLinkToken();
  await dynamo.send(
    new PutCommand({
      TableName: env().TABLE_AUTH,
      Item: { ...key(purpose, uid), hash: hashToken(token), expiresAt: nowSeconds() + linkLifetimeSeconds[purpose] },
    }),
  );
  return token;
};

/**
 * Creates a new token made by `derive` from a fresh nonce, replacing an earlier one only when none
 * lives `keepLiveSeconds` more (so two requests at once agree on one link): otherwise undefined, and
 * the live one stands. Only the hash and the nonce are stored: without the signing key behind
 * `derive`, the table alone cannot give the link back. Returns the raw token.
 */
export const issueDerivedLinkToken = async (purpose: LinkPurpose, uid: string, derive: (nonce: string) => string, keepLiveSeconds: number): Promise<string | undefined> => {
  const nonce = newLinkToken();
  const token = derive(nonce);
  const written = await conditionHolds(
    dynamo.send(
      new PutCommand({
        TableName: env().TABLE_AUTH,
        Item: { ...key(purpose, uid), hash: hashToken(token), nonce, expiresAt: nowSeconds() + linkLifetimeSeconds[purpose] },
        ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(nonce) OR expiresAt < :keepUntil',
        ExpressionAttributeValues: { ':keepUntil': nowSeconds() + keepLiveSeconds },
      }),
    ),
  );
  return written ? token : undefined;
};

/** The nonce of the live token of this user and purpose if it lives `atLeastSeconds` more and was derived; else undefined. */
export const liveLinkNonce = async (purpose: LinkPurpose, uid: string, atLeastSeconds: number): Promise<string | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: key(purpose, uid), ConsistentRead: true }));
  if (!Item || typeof Item.nonce !== 'string' || typeof Item.expiresAt !== 'number' || Item.expiresAt - nowSeconds() < atLeastSeconds) return undefined;
  return Item.nonce;
};

export type ConsumeResult = { ok: true; tokenHash: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Uses a token up: it works once, and not after its expiry (checked here: DynamoDB's TTL
 * deletes late, if at all). A wrong token leaves the right one alive.
 */
export const consumeLinkToken = async (purpose: LinkPurpose, uid: string, token: string): Promise<ConsumeResult> => {
  const checked = await checkLinkToken(purpose, uid, token);
  return checked.ok ? useLinkToken(purpose, uid, checked.tokenHash) : checked;
};

/** Whether the token is the live one of this user and purpose, without using it up. */
export const checkLinkToken = async (purpose: LinkPurpose, uid: string, token: string): Promise<ConsumeResult> => {
  const tokenHash = hashToken(token);
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: key(purpose, uid), ConsistentRead: true }));
  if (!Item || Item.hash !== tokenHash) return { ok: false, reason: 'invalid' };
  if (typeof Item.expiresAt !== 'number' || Item.expiresAt <= nowSeconds()) return { ok: false, reason: 'expired' };
  return { ok: true, tokenHash };
};

/** Uses up a token that `checkLinkToken` accepted: a conditional delete, so that it works once even under concurrency. */
export const useLinkToken = async (purpose: LinkPurpose, uid: string, tokenHash: string): Promise<ConsumeResult> => {
  const used = dynamo.send(
    new DeleteCommand({
      TableName: env().TABLE_AUTH,
      Key: key(purpose, uid),
      ConditionExpression: '#hash = :hash AND expiresAt > :now',
      ExpressionAttributeNames: { '#hash': 'hash' },
      ExpressionAttributeValues: { ':hash': tokenHash, ':now': nowSeconds() },
    }),
  );
  return (await conditionHolds(used)) ? { ok: true, tokenHash } : { ok: false, reason: 'invalid' };
};

/**
 * Finishes a password reset in one transaction, once the new password is set: the link is used
 * up (only while it is this live token), the used reset remembered for its mail, the account's
 * sessions ended (`endSessions`, an item of the users table) and the PasswordChanged event written.
 * All or none: after the password changed, no follow-up is skipped; on a failure the link still
 * works and the person can try again. False when the link was used or expired meanwhile.
 */
export const completeReset = async (uid: string, tokenHash: string, endSessions: TransactItem, event: OutboxWrite): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: env().TABLE_AUTH,
              Key: key('reset', uid),
              ConditionExpression: '#hash = :hash AND expiresAt > :now',
              ExpressionAttributeNames: { '#hash': 'hash' },
              ExpressionAttributeValues: { ':hash': tokenHash, ':now': nowSeconds() },
            },
          },
          { Put: { TableName: env().TABLE_AUTH, Item: { ...authKeys.usedReset(uid, tokenHash), expiresAt: nowSeconds() + 24 * 60 * 60 } } },
          endSessions,
          event,
        ],
      }),
    ),
  );

/** Remembers the activation link that was used, for as long as the link would have lived. */
export const recordUsedActivation = async (uid: string, tokenHash: string): Promise<void> => {
  await dynamo.send(
    new PutCommand({ TableName: env().TABLE_AUTH, Item: { ...authKeys.usedActivation(uid, tokenHash), expiresAt: nowSeconds() + linkLifetimeSeconds.activation } }),
  );
};

/** Whether this token is the activation link that was used (and would still be alive). */
export const wasActivationUsed = async (uid: string, token: string): Promise<boolean> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: authKeys.usedActivation(uid, hashToken(token)) }));
  return Boolean(Item && typeof Item.expiresAt === 'number' && Item.expiresAt > nowSeconds());
};

export const wasResetUsed = async (uid: string, token: string): Promise<string | undefined> => {
  const tokenHash = hashToken(token);
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: authKeys.usedReset(uid, tokenHash) }));
  return Item && typeof Item.expiresAt === 'number' && Item.expiresAt > nowSeconds() ? tokenHash : undefined;
};

/** Forgets every link token of a user (an account being deleted), and the record of every link they used. */
export const deleteLinkTokens = async (uid: string): Promise<void> => {
  await Promise.all((['activation', 'reset'] as const).map((purpose) => dynamo.send(new DeleteCommand({ TableName: env().TABLE_AUTH, Key: key(purpose, uid) }))));
  const used: { pk: string; sk: string }[] = [];
  for (const pk of authKeys.usedLinkPks(uid)) {
    for await (const item of queryItems({ TableName: env().TABLE_AUTH, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'pk, sk' })) used.push({ pk, sk: String(item.sk) });
  }
  await deleteItems(env().TABLE_AUTH, used);
};
