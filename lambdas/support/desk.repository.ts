import { createHash, randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { indexKeys } from '../../shared/data/tables';
import { supportKeys as keys } from '../../shared/data/keys';
import { messages } from '../../shared/messages';
import { insuranceTypeLabels } from '../../shared/support';
import { MAX_THREAD_REPLIES, searchable, searchTerm, type SupportInbox, type SupportInboxItem, type SupportItemKind, type SupportStatus, type ThreadMessage } from '../../shared/support-desk';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { badRequest } from '../lib/errors';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';

/**
 * The admins' inbox over the support table's two sparse indexes (shared/data/tables.ts), and the
 * writes of the desk: a message appended to a ticket's thread, a status moved on. Every write is
 * conditional on the status it was decided on, so two admins never move one ticket twice.
 */
const INBOX_PK = 'INBOX';
const index = indexKeys('support');

/** Who the item belongs to, copied onto it when it is created, so that the inbox shows and searches it without a second read. */
export interface RequesterProfile {
  firstName: string;
  lastName: string;
  email: string;
  rut: string;
}

/** The attributes that put a new ticket or insurance request in the inbox. */
export const inboxAttributes = (subject: string, createdAt: string, profile: RequesterProfile): Record<string, string> => {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return {
    [index.byUpdatedAt.partitionKey]: INBOX_PK,
    [index.byStatus.partitionKey]: 'abierto',
    [index.byUpdatedAt.sortKey]: createdAt,
    email: profile.email,
    name,
    rut: profile.rut,
    searchText: [searchable(subject), profile.email.toLowerCase(), profile.rut.replace(/[.\-\s]/g, '').toLowerCase(), searchable(name)].join(' '),
  };
};

/** A stored ticket or insurance request, as the desk reads it. */
export type StoredItem = Record<string, unknown> & { pk: string; sk: string; kind: SupportItemKind; id: string; uid: string; status: SupportStatus; createdAt: string };

export const toInboxItem = (item: Record<string, unknown>): SupportInboxItem => {
  const stored = item as StoredItem & { asunto?: string; insuranceType?: keyof typeof insuranceTypeLabels; email?: string; name?: string; rut?: string; updatedAt?: string; priority?: boolean };
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

const cursorSchema = z.object({ k: z.record(z.string(), z.string()), h: z.string() });
const fingerprint = (query: InboxQuery): string =>
  createHash('sha256')
    .update(JSON.stringify([query.status ?? '', query.olderThanDays ?? '', query.q ?? '', query.kind ?? '', query.priority ?? '']))
    .digest('base64url')
    .slice(0, 10);
const encodeCursor = (key: Record<string, unknown>, query: InboxQuery): string => Buffer.from(JSON.stringify({ k: key, h: fingerprint(query) })).toString('base64url');
const decodeCursor = (raw: string, query: InboxQuery): Record<string, string> => {
  const invalid = () => badRequest('bad-request', { cursor: messages['cursor-invalid'] });
  let parsed;
  try {
    parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  const allowed = new Set(['pk', 'sk', index.byUpdatedAt.partitionKey, index.byStatus.partitionKey, index.byUpdatedAt.sortKey]);
  if (!parsed.success || parsed.data.h !== fingerprint(query) || Object.keys(parsed.data.k).some((key) => !allowed.has(key))) throw invalid();
  return parsed.data.k;
};

const inboxQuery = (query: InboxQuery, now: Date): QueryCommandInput => {
  const indexName = query.status ? 'byStatus' : 'byUpdatedAt';
  const { partitionKey, sortKey } = index[indexName];
  const names: Record<string, string> = { '#pk': partitionKey };
  const values: Record<string, unknown> = { ':pk': query.status ?? INBOX_PK };
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
  if (query.priority) {
    names['#priority'] = 'priority';
    values[':priority'] = true;
    filters.push('#priority = :priority');
  }
  return {
    TableName: env().TABLE_SUPPORT,
    IndexName: indexName,
    KeyConditionExpression: keyCondition,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    Limit: filters.length ? 100 : INBOX_PAGE_SIZE,
  };
};

/** A page of the inbox, newest movement first: one index Query (a few when a search filters most items out). */
export const listInbox = async (query: InboxQuery, now = new Date()): Promise<SupportInbox> => {
  const items: SupportInboxItem[] = [];
  let startKey: Record<string, unknown> | undefined = query.cursor ? decodeCursor(query.cursor, query) : undefined;
  for (let reads = 0; reads < MAX_INBOX_QUERIES && items.length < INBOX_PAGE_SIZE; reads += 1) {
    const result = await dynamo.send(new QueryCommand({ ...inboxQuery(query, now), ...(startKey ? { ExclusiveStartKey: startKey } : {}) }));
    const rows = result.Items ?? [];
    const taken = rows.slice(0, INBOX_PAGE_SIZE - items.length);
    items.push(...taken.map(toInboxItem));
    const last = taken.at(-1);
    if (last && taken.length < rows.length) {
      // The page filled up within this read: the next one starts after its last row.
      startKey = { pk: last.pk as string, sk: last.sk as string, ...pickIndexKey(last) };
      break;
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
  }
  return { items, ...(startKey ? { cursor: encodeCursor(startKey, query) } : {}) };
};

const pickIndexKey = (item: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    [index.byUpdatedAt.partitionKey, index.byStatus.partitionKey, index.byUpdatedAt.sortKey].filter((name) => typeof item[name] === 'string').map((name) => [name, item[name] as string]),
  );

/** A user's ticket or insurance request by its reference: one Query on the user's own partition. */
export const findItem = async (uid: string, itemId: string, kind?: SupportItemKind): Promise<StoredItem | undefined> => {
  // Assisted-application requests are tickets of their own kind, under the same prefix.
  const prefix = kind === 'ticket' ? keys.ticketPrefix : kind === 'insurance' ? 'INSURANCE#' : undefined;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: env().TABLE_SUPPORT,
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        FilterExpression: 'id = :id',
        ExpressionAttributeValues: { ':pk': keys.user(uid), ':id': itemId, ...(prefix ? { ':prefix': prefix } : {}) },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    const found = result.Items?.[0];
    if (found) return found as StoredItem;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return undefined;
};

export type WriteOutcome = { ok: true; item: StoredItem } | { ok: false };

/** One conditional update of an item with its event's outbox item (and any other item) in one transaction; false when the condition failed. */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const updateWithEvent = (update: Omit<NonNullable<TransactItem['Update']>, 'TableName'>, event: OutboxWrite, others: readonly TransactItem[] = []): Promise<boolean> =>
  conditionHolds(dynamo.send(new TransactWriteCommand({ TransactItems: [{ Update: { TableName: env().TABLE_SUPPORT, ...update } }, ...others, event] })));

/**
 * Appends a message to a ticket's thread, with its event, if the ticket is still in `expected`
 * status and has room; `moveTo` changes its status in the same write (an admin's first reply).
 * Answers the item as written.
 */
export const appendMessage = async (
  ticket: StoredItem,
  message: Omit<ThreadMessage, 'id' | 'at'> & { actor: string },
  expected: SupportStatus,
  moveTo: SupportStatus | undefined,
  event: (message: ThreadMessage, status: SupportStatus) => OutboxWrite,
): Promise<WriteOutcome & { message?: ThreadMessage }> => {
  const stored = { id: randomUUID(), author: message.author, mensaje: message.mensaje, at: new Date().toISOString(), actor: message.actor };
  const { actor: _actor, ...shown } = stored;
  const status = moveTo ?? expected;
  const written = await updateWithEvent(
    {
      Key: { pk: ticket.pk, sk: ticket.sk },
      UpdateExpression: `SET thread = list_append(if_not_exists(thread, :empty), :message), #updated = :at${moveTo ? ', #status = :to, #inboxStatus = :to' : ''}`,
      ConditionExpression: '#status = :expected AND (attribute_not_exists(thread) OR size(thread) < :max)',
      ExpressionAttributeNames: { '#status': 'status', '#updated': index.byUpdatedAt.sortKey, ...(moveTo ? { '#inboxStatus': index.byStatus.partitionKey } : {}) },
      ExpressionAttributeValues: { ':empty': [], ':message': [stored], ':at': stored.at, ':expected': expected, ':max': MAX_THREAD_REPLIES, ...(moveTo ? { ':to': moveTo } : {}) },
    },
    event(shown, status),
  );
  if (!written) return { ok: false };
  const thread = [...((ticket.thread as unknown[] | undefined) ?? []), stored];
  const item: StoredItem = { ...ticket, thread, status, [index.byUpdatedAt.sortKey]: stored.at, ...(moveTo ? { [index.byStatus.partitionKey]: moveTo } : {}) };
  return { ok: true, item, message: shown };
};

/**
 * Moves an item from `from` to `to` with its event, if nobody moved it first. `alsoDelete` goes in
 * the same transaction (an assisted request's claim on its benefit, released when it closes).
 */
export const moveStatus = async (
  item: StoredItem,
  from: SupportStatus,
  to: SupportStatus,
  event: (at: string) => OutboxWrite,
  alsoDelete?: { pk: string; sk: string },
): Promise<WriteOutcome> => {
  const at = new Date().toISOString();
  const written = await updateWithEvent(
    {
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET #status = :to, #inboxStatus = :to, #updated = :at',
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', '#inboxStatus': index.byStatus.partitionKey, '#updated': index.byUpdatedAt.sortKey },
      ExpressionAttributeValues: { ':from': from, ':to': to, ':at': at },
    },
    event(at),
    alsoDelete ? [{ Delete: { TableName: env().TABLE_SUPPORT, Key: alsoDelete } }] : [],
  );
  return written ? { ok: true, item: { ...item, status: to, [index.byStatus.partitionKey]: to, [index.byUpdatedAt.sortKey]: at } } : { ok: false };
};

/** The thread as the user and the admins see it (the admin who wrote a reply is in the audit trail only). */
export const threadOf = (item: Record<string, unknown>): ThreadMessage[] =>
  ((item.thread as (ThreadMessage & { actor?: string })[] | undefined) ?? []).map(({ id, author, mensaje, at }) => ({ id, author, mensaje, at }));
