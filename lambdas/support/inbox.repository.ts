import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { indexKeys } from '../../shared/data/tables';
import { insuranceTypeLabels } from '../../shared/support';
import { searchable, searchTerm, type SupportInbox, type SupportInboxItem, type SupportItemKind, type SupportStatus } from '../../shared/support-desk';
import { dynamo } from '../lib/clients/dynamo';
import { decodeCursor, encodeCursor, type CursorQuery } from '../lib/cursor';
import { env } from '../lib/env';

/**
 * The admins' inbox over the support table's two sparse indexes (shared/data/tables.ts):
 * byUpdatedAt (the whole inbox) and byStatus (one status). Priority items (the requester's plan
 * includes priority support, shared/plans.ts) have partitions of their own in both indexes, and
 * the inbox reads them first: within a status, priority items come first, each group newest
 * movement first; the whole inbox lists the priority items not closed first. One cursor carries
 * the group a page stopped in and the key it stopped at.
 */
const INBOX_PK = 'INBOX';
export const PRIORITY_PREFIX = 'PRIORITY#';

/**
 * The index partitions an item belongs in, for its status and priority: written with the status by
 * every write that sets it (support.repository.ts, desk.repository.ts, inbox-backfill.repository.ts).
 * A closed priority item leaves the whole inbox's priority partition: it no longer needs attention first.
 */
export const inboxPartitions = (status: SupportStatus, priority: boolean): Record<string, string> => {
  const { byUpdatedAt, byStatus } = indexKeys('support');
  return {
    [byUpdatedAt.partitionKey]: priority && status !== 'cerrado' ? `${PRIORITY_PREFIX}${INBOX_PK}` : INBOX_PK,
    [byStatus.partitionKey]: priority ? `${PRIORITY_PREFIX}${status}` : status,
  };
};

/** Who the item belongs to, copied onto it when it is created, so that the inbox shows and searches it without a second read. */
export interface RequesterProfile {
  firstName: string;
  lastName: string;
  email: string;
  rut: string;
}

/** The attributes that put a new (open) ticket or insurance request in the inbox. */
export const inboxAttributes = (subject: string, createdAt: string, profile: RequesterProfile, priority = false): Record<string, string> => {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return {
    ...inboxPartitions('abierto', priority),
    [indexKeys('support').byUpdatedAt.sortKey]: createdAt,
    email: profile.email,
    name,
    rut: profile.rut,
    searchText: [searchable(subject), profile.email.toLowerCase(), profile.rut.replace(/[.\-\s]/g, '').toLowerCase(), searchable(name)].join(' '),
  };
};

export const toInboxItem = (item: Record<string, unknown>): SupportInboxItem => {
  const stored = item as Record<string, unknown> & {
    kind: SupportItemKind;
    id: string;
    uid: string;
    status: SupportStatus;
    createdAt: string;
    asunto?: string;
    insuranceType?: keyof typeof insuranceTypeLabels;
    email?: string;
    name?: string;
    rut?: string;
    updatedAt?: string;
    priority?: boolean;
  };
  return {
    kind: stored.kind,
    id: stored.id,
    uid: stored.uid,
    asunto: stored.kind === 'insurance' ? `Seguros: ${stored.insuranceType ? insuranceTypeLabels[stored.insuranceType] : ''}` : (stored.asunto ?? ''),
    ...(stored.priority === true ? { priority: true as const } : {}),
    status: stored.status,
    email: stored.email ?? '',
    name: stored.name ?? '',
    rut: stored.rut ?? '',
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt ?? stored.createdAt,
  };
};

export interface InboxQuery {
  status?: SupportStatus;
  kind?: SupportItemKind;
  priority?: '1';
  olderThanDays?: string;
  q?: string;
  cursor?: string;
}

export const INBOX_PAGE_SIZE = 20;
/** Index queries per request, at most: a search that keeps few items ends a page early, with a cursor. */
export const MAX_INBOX_QUERIES = 5;

/** One index partition the inbox reads, in order; `onlyPriority` keeps its priority items (the closed ones of the whole inbox). */
interface Group {
  indexName: 'byStatus' | 'byUpdatedAt';
  partition: string;
  onlyPriority?: true;
}

const groupsOf = (query: InboxQuery): Group[] => {
  if (query.status) {
    const priority: Group = { indexName: 'byStatus', partition: `${PRIORITY_PREFIX}${query.status}` };
    return query.priority ? [priority] : [priority, { indexName: 'byStatus', partition: query.status }];
  }
  return [
    { indexName: 'byUpdatedAt', partition: `${PRIORITY_PREFIX}${INBOX_PK}` },
    { indexName: 'byUpdatedAt', partition: INBOX_PK, ...(query.priority ? { onlyPriority: true as const } : {}) },
  ];
};

/** Where a page stopped: the group (`g`) and the last key read in it (`k`; none: its start). */
const positionSchema = z.strictObject({ g: z.number().check(z.int(), z.nonnegative()), k: z.optional(z.record(z.string(), z.string())) });
type Position = z.infer<typeof positionSchema>;

/** The filters a cursor belongs to. */
export const inboxCursorQuery = (query: InboxQuery): CursorQuery => [query.status, query.olderThanDays, query.q, query.kind, query.priority];

/** The attributes of a resume key in a group's index: the table's key and the index's, nothing else. */
const keyNames = (group: Group): string[] => {
  const { partitionKey, sortKey } = indexKeys('support')[group.indexName];
  return ['pk', 'sk', partitionKey, sortKey];
};

/** A group these filters read, and a key of that group's partition: a key of another index or partition would make DynamoDB fail. */
const fitsGroups = (groups: readonly Group[]) => ({ g, k }: Position): boolean => {
  const group = groups[g];
  if (!group) return false;
  if (!k) return true;
  const names = keyNames(group);
  const given = Object.keys(k);
  return given.length === names.length && names.every((name) => given.includes(name)) && k[indexKeys('support')[group.indexName].partitionKey] === group.partition;
};

const groupQuery = (group: Group, query: InboxQuery, remaining: number, now: Date): QueryCommandInput => {
  const { partitionKey, sortKey } = indexKeys('support')[group.indexName];
  const names: Record<string, string> = { '#pk': partitionKey };
  const values: Record<string, unknown> = { ':pk': group.partition };
  let keyCondition = '#pk = :pk';
  if (query.olderThanDays) {
    names['#updated'] = sortKey;
    values[':cutoff'] = new Date(now.getTime() - Number(query.olderThanDays) * 24 * 60 * 60 * 1000).toISOString();
    keyCondition += ' AND #updated <= :cutoff';
  }
  // Search, kind and priority filter the index's rows: a page may take a few reads (listInbox).
  const filters: string[] = [];
  const term = query.q ? searchTerm(query.q) : '';
  if (term) {
    names['#search'] = 'searchText';
    values[':q'] = term;
    filters.push('contains(#search, :q)');
  }
  if (query.kind) {
    names['#kind'] = 'kind';
    values[':kind'] = query.kind;
    filters.push('#kind = :kind');
  }
  if (group.onlyPriority) {
    names['#priority'] = 'priority';
    values[':priority'] = true;
    filters.push('#priority = :priority');
  }
  return {
    TableName: env().TABLE_SUPPORT,
    IndexName: group.indexName,
    KeyConditionExpression: keyCondition,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    Limit: filters.length ? 100 : remaining,
  };
};

/**
 * A page of the inbox: priority items first, then the others, each newest movement first. One
 * index Query per group it reaches (a few when a search filters most items out), at most
 * MAX_INBOX_QUERIES; the cursor resumes exactly after the last item shown.
 */
export const listInbox = async (query: InboxQuery, now = new Date()): Promise<SupportInbox> => {
  const groups = groupsOf(query);
  const items: SupportInboxItem[] = [];
  const from: Position = query.cursor ? decodeCursor(query.cursor, inboxCursorQuery(query), positionSchema, fitsGroups(groups)) : { g: 0 };
  let group = from.g;
  let key = from.k;
  for (let reads = 0; reads < MAX_INBOX_QUERIES && items.length < INBOX_PAGE_SIZE && group < groups.length; reads += 1) {
    const current = groups[group] as Group;
    const result = await dynamo.send(new QueryCommand({ ...groupQuery(current, query, INBOX_PAGE_SIZE - items.length, now), ...(key ? { ExclusiveStartKey: key } : {}) }));
    const rows = result.Items ?? [];
    const taken = rows.slice(0, INBOX_PAGE_SIZE - items.length);
    items.push(...taken.map(toInboxItem));
    const last = taken.at(-1);
    if (last && taken.length < rows.length) {
      // The page filled up within this read: the next one starts after its last row.
      key = Object.fromEntries(keyNames(current).map((name) => [name, String(last[name])]));
      break;
    }
    key = result.LastEvaluatedKey as Record<string, string> | undefined;
    if (!key) group += 1;
  }
  return { items, ...(group < groups.length ? { cursor: encodeCursor({ g: group, ...(key ? { k: key } : {}) }, inboxCursorQuery(query)) } : {}) };
};
