import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BenefitStatuses } from '../../shared/benefits/coverage';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryPage, type PageCursor } from '../lib/dynamo';
import { env } from '../lib/env';
import { countedTransaction, type CountedChange } from './profile.repository';
import { fromUserItem, RECOUNT_ATTRIBUTE, type StoredUser } from './users.repository';

/**
 * The recount schedule: `RECOUNT#<day>` / `USER#<uid>` items in the billing table, written with the
 * counted statuses (users.repository). The daily job reads one partition per day, the users whose
 * statuses may change that day, never the users table as a whole.
 */
export const usersToRecountPage = async (day: string, cursor: PageCursor | undefined, limit = 500): Promise<{ uids: string[]; next?: PageCursor }> => {
  const { items, next } = await queryPage(
    { TableName: env().TABLE_BILLING, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': billingKeys.recountDay(day) }, ProjectionExpression: 'uid', Limit: limit },
    cursor,
  );
  return { uids: items.flatMap((item) => (typeof item.uid === 'string' ? [item.uid] : [])), ...(next ? { next } : {}) };
};

/** The document, the statuses it is counted with and the day it is to be recounted. */
export const getCountedUser = async (uid: string): Promise<{ user: StoredUser; counted: BenefitStatuses | undefined; recountOn: string | undefined } | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ConsistentRead: true }));
  if (!result.Item) return undefined;
  const recountOn: unknown = result.Item[RECOUNT_ATTRIBUTE];
  return { user: fromUserItem(result.Item), counted: result.Item.benefitStatuses as BenefitStatuses | undefined, recountOn: typeof recountOn === 'string' ? recountOn : undefined };
};

/** A schedule item that no longer matches its document (answers changed, user deleted). */
export const forgetRecount = async (day: string, uid: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.recount(day, uid) }));
};

/**
 * Recounts one user in one transaction: the document (only if it is still counted with `before` and
 * due on `day`), the counters, the next schedule item, and this one removed. False when a change came first.
 */
export const applyRecount = (uid: string, day: string, counted: CountedChange): Promise<boolean> => {
  const items = countedTransaction(
    uid,
    {
      TableName: env().TABLE_USERS,
      Key: { uid },
      UpdateExpression: 'SET #counted = :counted, #recountOn = :recountOn',
      ConditionExpression: 'attribute_exists(uid) AND #recountOn = :day',
      ExpressionAttributeNames: {},
      ExpressionAttributeValues: { ':day': day },
    },
    counted,
  );
  const removeThis = counted.recountOn === day ? [] : [{ Delete: { TableName: env().TABLE_BILLING, Key: billingKeys.recount(day, uid) } }];
  return conditionHolds(dynamo.send(new TransactWriteCommand({ TransactItems: [...items, ...removeThis] })));
};
