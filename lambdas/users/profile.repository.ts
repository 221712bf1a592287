import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BenefitStatuses, CoverageDelta } from '../../shared/benefits/coverage';
import { billingKeys } from '../../shared/data/keys';
import type { UserDocument } from '../../shared/user';
import { counterUpdate } from '../lib/kpi-counters';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, whenConditionFails, writeTogether, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import {
  benefitStatusesAttribute,
  fromUserItem,
  getUser,
  RECOUNT_ATTRIBUTE,
  REMINDERS_ATTRIBUTE,
  REMINDERS_ON,
  userIndexAttributes,
  type StoredUser,
  type UserIndexAttributes,
} from './users.repository';

/**
 * The user's own changes to their document (users.repository owns its shape): names, answers, the
 * reminders opt-in and the profile image, and a change of household answers that moves the
 * coverage counters in the same transaction.
 */
/** What a user may change on their own document (PATCH /api/me, the profile image). */
export type ProfileChanges = Partial<
  Pick<UserDocument, 'firstName' | 'lastName' | 'socialHomeRegister' | 'uniqueChileanPasswordConnection' | 'household' | 'profileImage' | 'benefitReminders'>
>;

/**
 * Sets these fields on an existing document and answers the whole updated document,
 * or undefined when the user has no document. A change of names sets the index attributes
 * again, from `current` (the document as the caller read it) or from a fresh read. An event
 * that reports the change goes in the same transaction.
 */
export const updateProfile = async (uid: string, changes: ProfileChanges, current?: UserDocument, event?: OutboxWrite): Promise<StoredUser | undefined> => {
  const update = await profileUpdate(uid, changes, current);
  if (update === 'unchanged') return getUser(uid);
  if (!update) return undefined;
  if (event) return (await conditionHolds(writeTogether([{ Update: update }, event]))) ? getUser(uid) : undefined;
  const result = await whenConditionFails(dynamo.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' })), () => undefined);
  return result?.Attributes && fromUserItem(result.Attributes);
};

/** The UpdateItem input that sets `changes` (and the index attributes they move); 'unchanged' when there is nothing to set. */
const profileUpdate = async (uid: string, changes: ProfileChanges, current?: UserDocument, extraSets: readonly string[] = []) => {
  const entries = (Object.entries(changes) as [string, unknown][]).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return 'unchanged' as const;
  let derived: Partial<UserIndexAttributes> = {};
  if (changes.firstName !== undefined || changes.lastName !== undefined) {
    const base = current ?? (await getUser(uid));
    if (!base) return undefined;
    derived = userIndexAttributes({ ...base, ...(changes.firstName === undefined ? {} : { firstName: changes.firstName }), ...(changes.lastName === undefined ? {} : { lastName: changes.lastName }) });
  }
  const derivedEntries: [string, unknown][] = Object.entries(derived);
  // The reminders opt-in keys the sparse byReminders index: set while on, removed when off.
  if (changes.benefitReminders === true) derivedEntries.push([REMINDERS_ATTRIBUTE, REMINDERS_ON]);
  const removes = changes.benefitReminders === false ? ` REMOVE ${REMINDERS_ATTRIBUTE}` : '';
  const sets = [...entries.map((_entry, index) => `#f${index} = :v${index}`), ...derivedEntries.map(([name]) => `${name} = :${name}`), ...extraSets];
  return {
    TableName: env().TABLE_USERS,
    Key: { uid },
    UpdateExpression: `SET ${sets.join(', ')}${removes}`,
    ConditionExpression: 'attribute_exists(uid)',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
    ExpressionAttributeValues: {
      ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
      ...Object.fromEntries(derivedEntries.map(([name, value]) => [`:${name}`, value])),
    } as Record<string, unknown>,
  };
};

/** The transaction item that turns benefit reminders on (and keys the byReminders index), for another change's transaction. */
export const remindersOnItem = (uid: string): TransactItem => ({
  Update: {
    TableName: env().TABLE_USERS,
    Key: { uid },
    UpdateExpression: `SET benefitReminders = :on, ${REMINDERS_ATTRIBUTE} = :indexed`,
    ConditionExpression: 'attribute_exists(uid)',
    ExpressionAttributeValues: { ':on': true, ':indexed': REMINDERS_ON },
  },
});

/**
 * `updateProfile` for a change of household answers: in one transaction, the document with the
 * benefit statuses it is now counted with, and the coverage counters moved by `deltas`. The
 * document must still hold the statuses the deltas start from (`counted.before`): false
 * when another change came first (read again and retry) or the user has no document.
 */
export const updateProfileCounted = async (
  uid: string,
  changes: ProfileChanges,
  current: StoredUser,
  counted: CountedChange,
  event?: OutboxWrite,
): Promise<boolean> => {
  const update = await profileUpdate(uid, changes, current, ['#counted = :counted', '#recountOn = :recountOn']);
  if (!update || update === 'unchanged') return false;
  return conditionHolds(writeTogether([...countedTransaction(uid, update, counted), ...(event ? [event] : [])]));
};

type TransactUpdate = NonNullable<TransactItem['Update']>;

/** Statuses counted before and after a change, the counter deltas, and the day to recount the user next. */
export interface CountedChange {
  before: BenefitStatuses | undefined;
  after: BenefitStatuses;
  deltas: readonly CoverageDelta[];
  recountOn: string;
}

/**
 * The document's update (which must SET `#counted = :counted, #recountOn = :recountOn`), guarded by
 * the statuses it was counted with, the counters' ADDs, and the recount schedule item of its next day.
 */
export const countedTransaction = (
  uid: string,
  update: TransactUpdate,
  counted: CountedChange,
): TransactItem[] => {
  const { before } = counted;
  const userUpdate = {
    ...update,
    ConditionExpression: `${update.ConditionExpression ?? 'attribute_exists(uid)'} AND ${before ? '#counted = :before' : 'attribute_not_exists(#counted)'}`,
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#counted': benefitStatusesAttribute, '#recountOn': RECOUNT_ATTRIBUTE },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':counted': counted.after, ':recountOn': counted.recountOn, ...(before ? { ':before': before } : {}) },
  };
  const schedule = { TableName: env().TABLE_BILLING, Item: { ...billingKeys.recount(counted.recountOn, uid), uid, expiresAt: recountExpiry(counted.recountOn) } };
  return [
    { Update: userUpdate },
    ...counted.deltas.map((delta) => ({ Update: counterUpdate({ sk: billingKeys.benefit(delta.benefitId), add: delta.add }) })),
    { Put: schedule },
  ];
};

/** A schedule item is kept 30 days past its day, in case the job was down. */
const recountExpiry = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 30 * 24 * 60 * 60;

/** Forgets the profile image, if it is still `key`; answers the updated document, or undefined if nothing changed. */
export const clearProfileImage = async (uid: string, key: string): Promise<UserDocument | undefined> => {
  const result = await whenConditionFails(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_USERS,
        Key: { uid },
        UpdateExpression: 'REMOVE profileImage',
        ConditionExpression: 'profileImage = :key',
        ExpressionAttributeValues: { ':key': key },
        ReturnValues: 'ALL_NEW',
      }),
    ),
    () => undefined,
  );
  return result?.Attributes && fromUserItem(result.Attributes);
};
