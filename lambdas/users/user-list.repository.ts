import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { indexKeys, type IndexName } from '../../shared/data/tables';
import type { UserType } from '../../shared/user';
import { dynamo } from '../lib/clients/dynamo';
import { queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import { decodeCursor, encodeCursor, invalidCursor, type CursorQuery } from '../lib/cursor';
import { foldForSearch, fromUserItem, rutDigitsOf, USER_LIST_PK, type StoredUser } from './users.repository';

/**
 * The admin list and search over the users table's GSIs, page by page with an opaque cursor: its cost
 * grows with the page, not with the number of users (users.repository owns the index attributes).
 */

export type UserIndexName = IndexName<'users'>;

/** Partition and sort key of each index, as shared/data/tables.ts declares them. */
const userIndexes = indexKeys('users');
const keyNamesOf = (index: UserIndexName): readonly [string, string] => [userIndexes[index].partitionKey, userIndexes[index].sortKey];

/** One index walk of a search; a name search walks three (names, then last names, then second surnames, each without what the ones before found). */
export interface SearchPhase {
  index: UserIndexName;
  partition: string;
  /** begins_with on the index's sort key. */
  prefix?: string;
  /** Newest first for the plain list; alphabetical for searches. */
  forward: boolean;
  /** Leave out items whose nameLower starts with this (found by the previous phase). */
  excludeNamePrefix?: string;
  /** Leave out items whose lastNameLower starts with this too (found by the last-name phase). */
  excludeLastNamePrefix?: string;
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
      { index: 'bySecondSurname', partition: USER_LIST_PK, prefix: name, forward: true, excludeNamePrefix: name, excludeLastNamePrefix: name },
    ];
  }
  if (query.intent) return [{ index: 'byIntent', partition: query.intent, forward: false }];
  if (query.type) return [{ index: 'byType', partition: query.type, forward: false }];
  return [{ index: 'byCreatedAt', partition: USER_LIST_PK, forward: false }];
};

/** Where a page stopped: the phase the next page starts in (`p`) and the last key read in it (`k`, DynamoDB's LastEvaluatedKey; none: from the phase's start). */
const positionSchema = z.strictObject({
  p: z.number().check(z.int(), z.gte(0), z.lte(2)),
  k: z.optional(z.record(z.string(), z.string())),
});
type Position = z.infer<typeof positionSchema>;

/** The filters a cursor belongs to. */
const cursorQuery = (query: Pick<UserListQuery, 'q' | 'type' | 'intent'>): CursorQuery => [query.q?.trim() ?? '', query.type, query.intent];

/** A key of the phase's index (its keys and the table's), never of another one. */
const fitsPlan = (plan: SearchPhase[]) => (position: Position): boolean => {
  const phase = plan[position.p];
  const allowed = phase ? new Set(['uid', ...keyNamesOf(phase.index)]) : new Set<string>();
  return phase !== undefined && Object.keys(position.k ?? {}).every((key) => allowed.has(key));
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
  if (phase.excludeLastNamePrefix) {
    names['#lastName'] = 'lastNameLower';
    values[':lastNamePrefix'] = phase.excludeLastNamePrefix;
    filters.push('NOT begins_with(#lastName, :lastNamePrefix)');
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
  const cursor = query.cursor ? decodeCursor(query.cursor, cursorQuery(query), positionSchema, fitsPlan(plan)) : undefined;
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
      if ((error as { name?: string }).name === 'ValidationException' && startKey) throw invalidCursor();
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
  const nextCursor = phaseIndex < plan.length ? encodeCursor({ p: phaseIndex, ...(startKey ? { k: startKey } : {}) }, cursorQuery(query)) : null;
  return { users, nextCursor };
};

/** Every admin's uid and whether it is disabled (admins are few: one query of the byType index). */
export const listAdmins = async (): Promise<{ uid: string; disabled: boolean }[]> => {
  const admins: { uid: string; disabled: boolean }[] = [];
  const items = queryItems({
    TableName: env().TABLE_USERS,
    IndexName: 'byType' satisfies UserIndexName,
    KeyConditionExpression: `${userIndexes.byType.partitionKey} = :admin`,
    ExpressionAttributeValues: { ':admin': 'admin' },
    ProjectionExpression: 'uid, disabled',
  });
  for await (const item of items) admins.push({ uid: String(item.uid), disabled: item.disabled === true });
  return admins;
};
