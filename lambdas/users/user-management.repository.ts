import { createHash } from 'node:crypto';
import { QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { authKeys } from '../../shared/data/keys';
import { indexKeys, type IndexName } from '../../shared/data/tables';
import { messages } from '../../shared/messages';
import type { UserType } from '../../shared/user';
import { dynamo } from '../lib/clients/dynamo';
import { whenConditionFails } from '../lib/dynamo';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import {
  foldForSearch,
  fromUserItem,
  rutDigitsOf,
  UniquenessConflict,
  USER_LIST_PK,
  userIndexAttributes,
  type StoredUser,
} from './users.repository';

/**
 * The admin area's reads and writes of the users table (beside users.repository, which owns the
 * document's shape and its index attributes): the paginated list and search over the GSIs, the
 * admin's edit with its RUT claim swap, and the removal of an account's records.
 */

export type UserIndexName = IndexName<'users'>;

/** Partition and sort key of each index, as shared/data/tables.ts declares them. */
const userIndexes = indexKeys('users');
const keyNamesOf = (index: UserIndexName): readonly [string, string] => [userIndexes[index].partitionKey, userIndexes[index].sortKey];

/** One index walk of a search; a name search walks two (names, then last names not already found). */
export interface SearchPhase {
  index: UserIndexName;
  partition: string;
  /** begins_with on the index's sort key. */
  prefix?: string;
  /** Newest first for the plain list; alphabetical for searches. */
  forward: boolean;
  /** Leave out items whose nameLower starts with this (found by the previous phase). */
  excludeNamePrefix?: string;
}

export interface UserListQuery {
  q?: string;
  type?: UserType;
  intent?: 'enterprise';
  limit: number;
  cursor?: string;
}

/** An e-mail if it has an @, or looks like one's start (no spaces, and a dot, digit, _, % or +). */
const looksLikeEmail = (q: string): boolean => q.includes('@') || (/^[\w.%+-]+$/.test(q) && /[.\d_%+]/.test(q));

/** Picks the indexes from the shape of `q`: a RUT (digits), an e-mail, or else names and last names. */
export const searchPlan = (query: Pick<UserListQuery, 'q' | 'type' | 'intent'>): SearchPhase[] => {
  const q = query.q?.trim();
  if (q) {
    const rut = q.replace(/[.\-\s]/g, '');
    if (/^\d+[kK]?$/.test(rut)) return [{ index: 'byRut', partition: USER_LIST_PK, prefix: rutDigitsOf(rut), forward: true }];
    if (looksLikeEmail(q)) return [{ index: 'byEmail', partition: USER_LIST_PK, prefix: q.toLowerCase(), forward: true }];
    const name = foldForSearch(q);
    return [
      { index: 'byName', partition: USER_LIST_PK, prefix: name, forward: true },
      { index: 'byLastName', partition: USER_LIST_PK, prefix: name, forward: true, excludeNamePrefix: name },
    ];
  }
  if (query.intent) return [{ index: 'byIntent', partition: query.intent, forward: false }];
  if (query.type) return [{ index: 'byType', partition: query.type, forward: false }];
  return [{ index: 'byCreatedAt', partition: USER_LIST_PK, forward: false }];
};

const cursorSchema = z.object({
  /** The phase the next page starts in. */
  p: z.number().int().min(0).max(1),
  /** The last key read (DynamoDB's LastEvaluatedKey); none: from the phase's start. */
  k: z.record(z.string(), z.string()).optional(),
  /** Which query the cursor belongs to. */
  h: z.string(),
});
type Cursor = z.infer<typeof cursorSchema>;

const queryFingerprint = (query: Pick<UserListQuery, 'q' | 'type' | 'intent'>): string =>
  createHash('sha256')
    .update(JSON.stringify([query.q?.trim() ?? '', query.type ?? '', query.intent ?? '']))
    .digest('base64url')
    .slice(0, 10);

export const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

const decodeCursor = (raw: string, query: UserListQuery, plan: SearchPhase[]): Cursor => {
  let parsed: z.ZodSafeParseResult<Cursor>;
  try {
    parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('bad-request', { cursor: messages['cursor-invalid'] });
  }
  const phase = parsed.success ? plan[parsed.data.p] : undefined;
  const allowed = phase ? new Set(['uid', ...keyNamesOf(phase.index)]) : new Set<string>();
  if (!parsed.success || !phase || parsed.data.h !== queryFingerprint(query) || Object.keys(parsed.data.k ?? {}).some((key) => !allowed.has(key))) {
    throw badRequest('bad-request', { cursor: messages['cursor-invalid'] });
  }
  return parsed.data;
};

/** Index queries per request, at most: a filter that keeps few items ends a page early, with a cursor. */
export const MAX_QUERIES_PER_PAGE = 8;
/** Items read per query when a filter may drop some. */
const FILTERED_READ = 100;

const phaseQuery = (phase: SearchPhase, query: UserListQuery, limit: number, startKey: Record<string, string> | undefined): QueryCommandInput => {
  const [partitionKey, sortKey] = keyNamesOf(phase.index);
  const names: Record<string, string> = { '#pk': partitionKey };
  const values: Record<string, unknown> = { ':pk': phase.partition };
  let keyCondition = '#pk = :pk';
  if (phase.prefix) {
    names['#sk'] = sortKey;
    values[':prefix'] = phase.prefix;
    keyCondition += ' AND begins_with(#sk, :prefix)';
  }
  const filters: string[] = [];
  if (query.type && phase.index !== 'byType') {
    names['#type'] = 'userType';
    values[':type'] = query.type;
    filters.push('#type = :type');
  }
  if (query.intent && phase.index !== 'byIntent') {
    names['#intent'] = 'signupIntent';
    values[':intent'] = query.intent;
    filters.push('#intent = :intent');
  }
  if (phase.excludeNamePrefix) {
    names['#name'] = 'nameLower';
    values[':namePrefix'] = phase.excludeNamePrefix;
    filters.push('NOT begins_with(#name, :namePrefix)');
  }
  return {
    TableName: env().TABLE_USERS,
    IndexName: phase.index,
    KeyConditionExpression: keyCondition,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: phase.forward,
    // One more than needed: when it comes back, the page is full and the cursor is exact.
    Limit: filters.length ? Math.max(limit + 1, FILTERED_READ) : limit + 1,
    ...(startKey ? { ExclusiveStartKey: startKey } : {}),
  };
};

const keyOf = (index: UserIndexName, item: Record<string, unknown>): Record<string, string> => {
  const key: Record<string, string> = { uid: String(item.uid) };
  for (const name of keyNamesOf(index)) key[name] = String(item[name]);
  return key;
};

/**
 * One page of users, newest first (or alphabetical for a search), read from the GSIs only: its cost
 * grows with the page, not with the number of users. Bounded: at most MAX_QUERIES_PER_PAGE queries.
 */
export const listUsersPage = async (query: UserListQuery): Promise<{ users: StoredUser[]; nextCursor: string | null }> => {
  const plan = searchPlan(query);
  const cursor = query.cursor ? decodeCursor(query.cursor, query, plan) : undefined;
  let phaseIndex = cursor?.p ?? 0;
  let startKey = cursor?.k;
  const users: StoredUser[] = [];
  for (let queries = 0; phaseIndex < plan.length && users.length < query.limit && queries < MAX_QUERIES_PER_PAGE; queries += 1) {
    const phase = plan[phaseIndex];
    if (!phase) break;
    const remaining = query.limit - users.length;
    let result;
    try {
      result = await dynamo.send(new QueryCommand(phaseQuery(phase, query, remaining, startKey)));
    } catch (error) {
      // A start key that does not fit the index (a forged cursor).
      if ((error as { name?: string }).name === 'ValidationException' && startKey) throw badRequest('bad-request', { cursor: messages['cursor-invalid'] });
      throw error;
    }
    const items = result.Items ?? [];
    const last = items[remaining - 1];
    if (items.length > remaining && last) {
      users.push(...items.slice(0, remaining).map(fromUserItem));
      startKey = keyOf(phase.index, last);
      break;
    }
    users.push(...items.map(fromUserItem));
    startKey = result.LastEvaluatedKey as Record<string, string> | undefined;
    if (!startKey) phaseIndex += 1;
  }
  const nextCursor = phaseIndex < plan.length ? encodeCursor({ p: phaseIndex, ...(startKey ? { k: startKey } : {}), h: queryFingerprint(query) }) : null;
  return { users, nextCursor };
};

/** Every admin's uid and whether it is disabled (admins are few: one query of the byType index). */
export const listAdmins = async (): Promise<{ uid: string; disabled: boolean }[]> => {
  const admins: { uid: string; disabled: boolean }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env().TABLE_USERS,
        IndexName: 'byType' satisfies UserIndexName,
        KeyConditionExpression: `${userIndexes.byType.partitionKey} = :admin`,
        ExpressionAttributeValues: { ':admin': 'admin' },
        ProjectionExpression: 'uid, disabled',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) admins.push({ uid: String(item.uid), disabled: item.disabled === true });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return admins;
};

/** What an admin may change on a document (and the end of its sessions, on a disable or a demotion). */
export type AdminDocumentChanges = Partial<Pick<StoredUser, 'firstName' | 'lastName' | 'rut' | 'birthDate' | 'userType' | 'disabled' | 'tokensValidAfter'>>;

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
export const applyAdminChanges = async (current: StoredUser, changes: AdminDocumentChanges, keepAdmin?: string): Promise<StoredUser> => {
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
              { Put: { TableName: env().TABLE_AUTH, Item: { ...authKeys.uniqueRut(changes.rut), uid: current.uid }, ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                Delete: {
                  TableName: env().TABLE_AUTH,
                  Key: authKeys.uniqueRut(current.rut),
                  ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
                  ExpressionAttributeNames: { '#uid': 'uid' },
                  ExpressionAttributeValues: { ':uid': current.uid },
                },
              },
            ]
          : []),
        ...(keepAdmin ? [otherAdminHolds(keepAdmin)] : []),
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
 * Removes the document and its e-mail and RUT claims in one transaction (a claim that another
 * account holds is left alone, since it is not this account's).
 */
export const deleteUserRecords = async (user: StoredUser): Promise<void> => {
  const releaseClaim = (key: { pk: string; sk: string }) => ({
    Delete: {
      TableName: env().TABLE_AUTH,
      Key: key,
      ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
      ExpressionAttributeNames: { '#uid': 'uid' },
      ExpressionAttributeValues: { ':uid': user.uid },
    },
  });
  const removed = dynamo.send(
    new TransactWriteCommand({
      TransactItems: [{ Delete: { TableName: env().TABLE_USERS, Key: { uid: user.uid } } }, releaseClaim(authKeys.uniqueEmail(user.email)), releaseClaim(authKeys.uniqueRut(user.rut))],
    }),
  );
  // A claim held by another account: remove the document alone.
  await whenConditionFails(removed, () =>
    dynamo.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: env().TABLE_USERS, Key: { uid: user.uid } } }] })),
  );
};

/**
 * A one-off migration (the local stack runs it when it adds the indexes to an older table): sets the
 * index attributes on every document that lacks them. A Scan, never on a request's path.
 */
export const backfillUserIndexAttributes = async (): Promise<number> => {
  let updated = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: env().TABLE_USERS, FilterExpression: 'attribute_not_exists(listPk)', ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
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
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return updated;
};
