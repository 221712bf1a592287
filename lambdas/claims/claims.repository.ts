import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BenefitClaim } from '../../shared/claims';
import { claimKeys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { counterUpdate, type CounterDelta } from '../lib/kpi-counters';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems, queryPage, writeTogether, type Item, type PageCursor, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';

/**
 * The only module that touches the claims table (keys: `claimKeys` of shared/data/keys.ts). A claim's
 * write moves the weekly KPI counters it contributes to in the same transaction, conditioned on the
 * version it was read at, so that the counters are always the sum of the claims.
 */

/** A claim as stored: the person's view, and what the counters and the follow-ups need. */
export interface StoredClaim extends BenefitClaim {
  uid: string;
  createdAt: string;
  /** The week (Monday) its "Ya postulé" was counted in, and the week its decision was. */
  markedWeek: string;
  decidedWeek?: string;
  /** Follow-ups ("¿Te lo aprobaron?") asked so far, and the next one's day while a decision is awaited. */
  followUps: number;
  followUpOn?: string;
  version: number;
}

const internal = ['pk', 'sk', 'uid', 'createdAt', 'markedWeek', 'decidedWeek', 'followUps', 'followUpOn', 'followUpPk', 'version'] as const;

/** The claim as its owner reads it. */
export const presentClaim = (claim: StoredClaim | Item): BenefitClaim => {
  const hidden = new Set<string>(internal);
  return Object.fromEntries(Object.entries(claim).filter(([name]) => !hidden.has(name))) as BenefitClaim;
};

const toStored = (item: Item): StoredClaim => {
  const { pk: _pk, sk: _sk, followUpPk: _followUpPk, ...claim } = item;
  return claim as StoredClaim;
};

const itemOf = (claim: StoredClaim): Item => ({
  ...claimKeys.claim(claim.uid, claim.key),
  ...claim,
  ...(claim.followUpOn === undefined ? {} : { followUpPk: claimKeys.followUp }),
});

export const getClaim = async (uid: string, key: string): Promise<StoredClaim | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_CLAIMS, Key: claimKeys.claim(uid, key), ConsistentRead: true }));
  return Item && toStored(Item);
};

/** Every claim of a user: one Query of their partition. */
export const listClaims = async (uid: string): Promise<StoredClaim[]> => {
  const claims: StoredClaim[] = [];
  const items = queryItems({
    TableName: env().TABLE_CLAIMS,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :claim)',
    ExpressionAttributeValues: { ':pk': claimKeys.user(uid), ':claim': claimKeys.claimPrefix },
    ConsistentRead: true,
  });
  for await (const item of items) claims.push(toStored(item));
  return claims;
};

const versionCondition = (previous: StoredClaim | undefined) =>
  previous ? { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': previous.version } } : { ConditionExpression: 'attribute_not_exists(pk)' };

/**
 * Writes a claim (its version one more than `previous`'s), the counter changes and `also` (the opt-in to
 * reminders, its event) in one transaction: false when the claim changed since it was read.
 */
export const saveClaim = (claim: StoredClaim, previous: StoredClaim | undefined, counters: readonly CounterDelta[], also: readonly TransactItem[] = []): Promise<boolean> =>
  conditionHolds(
    writeTogether([
      { Put: { TableName: env().TABLE_CLAIMS, Item: itemOf(claim), ...versionCondition(previous) } },
      ...counters.map((delta) => ({ Update: counterUpdate(delta) })),
      ...also,
    ]),
  );

/** Deletes a claim read at `previous` with the counter changes that take it out: false when it changed since. */
export const removeClaim = (previous: StoredClaim, counters: readonly CounterDelta[]): Promise<boolean> =>
  conditionHolds(
    writeTogether([
      { Delete: { TableName: env().TABLE_CLAIMS, Key: claimKeys.claim(previous.uid, previous.key), ...versionCondition(previous) } },
      ...counters.map((delta) => ({ Update: counterUpdate(delta) })),
    ]),
  );

/** One page of the claims whose follow-up is due on or before `day` (byFollowUp: keys only), oldest first. */
export const dueFollowUpsPage = async (day: string, cursor: PageCursor | undefined): Promise<{ due: { uid: string; key: string; dueOn: string }[]; next?: PageCursor }> => {
  const { byFollowUp } = indexKeys('claims');
  const { items, next } = await queryPage(
    {
      TableName: env().TABLE_CLAIMS,
      IndexName: 'byFollowUp',
      KeyConditionExpression: '#pk = :due AND #on <= :day',
      ExpressionAttributeNames: { '#pk': byFollowUp.partitionKey, '#on': byFollowUp.sortKey },
      ExpressionAttributeValues: { ':due': claimKeys.followUp, ':day': day },
      Limit: 100,
    },
    cursor,
  );
  const due = items.map((item) => ({
    uid: String(item.pk).slice(claimKeys.user('').length),
    key: String(item.sk).slice(claimKeys.claimPrefix.length),
    dueOn: String(item[byFollowUp.sortKey]),
  }));
  return { due, ...(next ? { next } : {}) };
};

/**
 * Moves a claim's follow-up from `dueOn` to `nextOn` (none: no more follow-ups), counting one more, with
 * the follow-up mail's event when it goes: false when the claim is no longer awaiting that follow-up.
 */
export const advanceFollowUp = (claim: StoredClaim, dueOn: string, nextOn: string | undefined, event?: OutboxWrite): Promise<boolean> =>
  conditionHolds(
    writeTogether([
      {
        Update: {
          TableName: env().TABLE_CLAIMS,
          Key: claimKeys.claim(claim.uid, claim.key),
          UpdateExpression: nextOn === undefined ? 'SET followUps = :sent REMOVE followUpOn, followUpPk' : 'SET followUps = :sent, followUpOn = :next',
          ConditionExpression: 'followUpOn = :due AND #status = :applied',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sent': claim.followUps + 1, ':due': dueOn, ':applied': 'applied', ...(nextOn === undefined ? {} : { ':next': nextOn }) },
        },
      },
      ...(event ? [event] : []),
    ]),
  );

/** Deletes every claim of an erased account (its counters stay: they hold no one's data). */
export const deleteClaims = async (uid: string): Promise<number> => {
  const claims = await listClaims(uid);
  for (let index = 0; index < claims.length; index += 10) {
    await Promise.all(claims.slice(index, index + 10).map((claim) => dynamo.send(new DeleteCommand({ TableName: env().TABLE_CLAIMS, Key: claimKeys.claim(uid, claim.key) }))));
  }
  return claims.length;
};
