import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { coverageDeltas } from '../../shared/benefits/coverage';
import { authKeys, billingKeys } from '../../shared/data/keys';
import { counterUpdate } from '../lib/kpi-counters';
import { dynamo } from '../lib/clients/dynamo';
import { scanItems, whenConditionFails, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { benefitStatusesAttribute, fromUserItem, getUserWithCountedStatuses, RECOUNT_ATTRIBUTE, rutClaimKey, UniquenessConflict, userIndexAttributes, type StoredUser } from './users.repository';

/**
 * The admin area's writes of the users table (beside users.repository, which owns the document's
 * shape, and user-list.repository, which lists and searches): the admin's edit with its RUT claim
 * swap and the last-admin guard, and the removal of an account's records.
 */

/** What an admin may change on a document (and the end of its sessions, on a disable or a demotion). */
export type AdminDocumentChanges = Partial<Pick<StoredUser, 'firstName' | 'lastName' | 'rut' | 'birthDate' | 'userType' | 'disabled' | 'tokensValidAfter' | 'company'>>;

/** Another enabled admin was demoted, disabled or removed meanwhile: this change would leave no admin. */
export class LastAdminConflict extends Error {
  constructor() {
    super('No other enabled admin remains');
    this.name = 'LastAdminConflict';
  }
}

/**
 * The condition, in the same transaction, that another admin is still an enabled admin: two
 * concurrent demotions of the last two admins cannot both pass, since each checks the item the
 * other writes (DynamoDB transactions are serializable).
 */
const otherAdminHolds = (uid: string) => ({
  ConditionCheck: {
    TableName: env().TABLE_USERS,
    Key: { uid },
    ConditionExpression: 'userType = :admin AND (attribute_not_exists(disabled) OR disabled = :false)',
    ExpressionAttributeValues: { ':admin': 'admin', ':false': false },
  },
});

const isTransactionConflict = (error: unknown): boolean =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

/** Runs a transaction guarded by `otherAdminHolds`: its failure, or a clash with another transaction, is a LastAdminConflict. */
const withAdminGuard = async <T>(write: Promise<T>, guarded: boolean): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (guarded && isTransactionConflict(error)) throw new LastAdminConflict();
    throw error;
  }
};

export class DocumentChangedError extends Error {
  constructor(uid: string) {
    super(`The document of ${uid} is gone or its RUT changed meanwhile`);
    this.name = 'DocumentChangedError';
  }
}

/**
 * Applies an admin's changes in one transaction: the document (with its index attributes set again)
 * and, when the RUT changes, the new RUT's claim and the release of the old one. A RUT another
 * account holds is a UniquenessConflict('rut'); a document gone or changed meanwhile a DocumentChangedError.
 */
export const applyAdminChanges = async (current: StoredUser, changes: AdminDocumentChanges, keepAdmin: string | undefined, alsoWrite: readonly TransactItem[]): Promise<StoredUser> => {
  const next: StoredUser = { ...current, ...changes };
  const fields = Object.entries({ ...changes, ...userIndexAttributes(next) }) as [string, unknown][];
  const rutChanged = changes.rut !== undefined && changes.rut !== current.rut;
  const written = dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: env().TABLE_USERS,
            Key: { uid: current.uid },
            UpdateExpression: `SET ${fields.map((_field, index) => `#f${index} = :v${index}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(uid) AND #rut = :currentRut',
            ExpressionAttributeNames: { ...Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name])), '#rut': 'rut' },
            ExpressionAttributeValues: { ...Object.fromEntries(fields.map(([, value], index) => [`:v${index}`, value])), ':currentRut': current.rut },
          },
        },
        ...(rutChanged && changes.rut
          ? [
              { Put: { TableName: env().TABLE_AUTH, Item: { ...rutClaimKey({ rut: changes.rut, userType: current.userType }), uid: current.uid }, ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                Delete: {
                  TableName: env().TABLE_AUTH,
                  Key: rutClaimKey(current),
                  ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
                  ExpressionAttributeNames: { '#uid': 'uid' },
                  ExpressionAttributeValues: { ':uid': current.uid },
                },
              },
            ]
          : []),
        ...(keepAdmin ? [otherAdminHolds(keepAdmin)] : []),
        ...alsoWrite,
      ],
    }),
  );
  const guardAt = rutChanged ? 3 : 1;
  await whenConditionFails(withAdminGuard(written, keepAdmin !== undefined), ({ items }) => {
    if (keepAdmin && items.includes(guardAt)) throw new LastAdminConflict();
    throw rutChanged && items.includes(1) ? new UniquenessConflict('rut') : new DocumentChangedError(current.uid);
  });
  return next;
};

/**
 * The transaction items that release a user's e-mail and RUT claims: each is deleted only while it
 * is absent or this user's (a claim another account holds is left alone).
 */
export const releaseClaims = (user: Pick<StoredUser, 'uid' | 'email' | 'rut' | 'userType'>) =>
  [authKeys.uniqueEmail(user.email), rutClaimKey(user)].map((key) => ({
    Delete: {
      TableName: env().TABLE_AUTH,
      Key: key,
      ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
      ExpressionAttributeNames: { '#uid': 'uid' },
      ExpressionAttributeValues: { ':uid': user.uid },
    },
  }));

/**
 * Removes the document and its e-mail and RUT claims in one transaction, with the deletion's events
 * (a claim that another account holds is left alone, since it is not this account's). Deleting an
 * enabled admin names `keepAdmin`, another enabled admin, and the transaction holds only while that
 * one still is: two admins deleting each other at once cannot both succeed (LastAdminConflict).
 */
export const deleteUserRecords = async (user: StoredUser, events: readonly OutboxWrite[] = [], keepAdmin?: string): Promise<void> => {
  // The coverage counters forget the user: each benefit's counter of the status it was counted with goes
  // down by one; and the day the daily job would recount them goes from its schedule, which names them.
  const { counted, recountOn } = (await getUserWithCountedStatuses(user.uid)) ?? {};
  const uncount = coverageDeltas(counted, {}).map((delta) => ({ Update: counterUpdate({ sk: billingKeys.benefit(delta.benefitId), add: delta.add }) }));
  const unschedule = recountOn ? [{ Delete: { TableName: env().TABLE_BILLING, Key: billingKeys.recount(recountOn, user.uid) } }] : [];
  const values = { ...(counted ? { ':counted': counted } : {}), ...(recountOn ? { ':recountOn': recountOn } : {}) };
  const deleteDocument = {
    Delete: {
      TableName: env().TABLE_USERS,
      Key: { uid: user.uid },
      ConditionExpression: `${counted ? '#counted = :counted' : 'attribute_not_exists(#counted)'} AND ${recountOn ? '#recountOn = :recountOn' : 'attribute_not_exists(#recountOn)'}`,
      ExpressionAttributeNames: { '#counted': benefitStatusesAttribute, '#recountOn': RECOUNT_ATTRIBUTE },
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  };
  const guard = keepAdmin ? [otherAdminHolds(keepAdmin)] : [];
  const remove = (claims: readonly object[]) => {
    const items = [deleteDocument, ...guard, ...claims, ...uncount, ...unschedule, ...events];
    return whenConditionFails(withAdminGuard(dynamo.send(new TransactWriteCommand({ TransactItems: items })), keepAdmin !== undefined), ({ items: failed }) => {
      if (keepAdmin && failed.includes(1)) throw new LastAdminConflict();
      return 'claim-held' as const;
    });
  };
  // A claim held by another account: remove the document alone.
  if ((await remove(releaseClaims(user))) === 'claim-held') {
    await whenConditionFails(remove([]), () => {
      throw new DocumentChangedError(user.uid);
    });
  }
};

/** The account is still there and not activated; false otherwise. */
export class AlreadyActivatedError extends Error {
  constructor(uid: string) {
    super(`${uid} is activated or gone`);
    this.name = 'AlreadyActivatedError';
  }
}

/**
 * Records an admin's resend of the activation mail: its events (the mail request and the audit
 * entry) in one transaction that requires the account to be still unactivated, so both or neither.
 */
export const recordActivationResend = async (uid: string, writes: readonly TransactItem[]): Promise<void> => {
  const check = {
    ConditionCheck: {
      TableName: env().TABLE_USERS,
      Key: { uid },
      ConditionExpression: 'attribute_exists(uid) AND activated = :false',
      ExpressionAttributeValues: { ':false': false },
    },
  };
  await whenConditionFails(dynamo.send(new TransactWriteCommand({ TransactItems: [check, ...writes] })), () => {
    throw new AlreadyActivatedError(uid);
  });
};

/**
 * A one-off migration (the local stack runs it when it adds the indexes to an older table): sets the
 * index attributes on every document that lacks them. A Scan, never on a request's path.
 */
export const backfillUserIndexAttributes = async (): Promise<number> => {
  let updated = 0;
  for await (const item of scanItems({ TableName: env().TABLE_USERS, FilterExpression: 'attribute_not_exists(listPk)' })) {
    const user = fromUserItem(item);
    const derived = Object.entries(userIndexAttributes(user));
    await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_USERS,
        Key: { uid: user.uid },
        UpdateExpression: `SET ${derived.map(([name]) => `${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(uid)',
        ExpressionAttributeValues: Object.fromEntries(derived.map(([name, value]) => [`:${name}`, value])),
      }),
    );
    updated += 1;
  }
  return updated;
};
