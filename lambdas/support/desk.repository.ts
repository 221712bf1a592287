import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { indexKeys } from '../../shared/data/tables';
import { supportKeys as keys } from '../../shared/data/keys';
import { MAX_THREAD_REPLIES, type SupportItemKind, type SupportStatus, type ThreadMessage } from '../../shared/support-desk';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, isItemTooLarge, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { inboxPartitions } from './inbox.repository';

/**
 * The writes of the support desk: a message appended to a ticket's thread, a status moved on, each
 * with its event in one transaction and the item's inbox partitions (inbox.repository.ts) moved
 * with its status. Every write is conditional on the status it was decided on, so two admins never
 * move one ticket twice.
 */
const index = indexKeys('support');

/** A stored ticket or insurance request, as the desk reads it. */
export type StoredItem = Record<string, unknown> & { pk: string; sk: string; kind: SupportItemKind; id: string; uid: string; status: SupportStatus; createdAt: string };

/** The update that puts an item in `to`: its status and its inbox partitions (a priority item has its own). */
const statusUpdate = (item: StoredItem, to: SupportStatus) => {
  const partitions = inboxPartitions(to, item.priority === true);
  return {
    expression: '#status = :to, #inboxPk = :inboxPk, #inboxStatus = :inboxStatus',
    names: { '#status': 'status', '#inboxPk': index.byUpdatedAt.partitionKey, '#inboxStatus': index.byStatus.partitionKey },
    values: { ':to': to, ':inboxPk': partitions[index.byUpdatedAt.partitionKey], ':inboxStatus': partitions[index.byStatus.partitionKey] },
    written: { status: to, ...partitions },
  };
};

/** A user's ticket or insurance request by its reference: one Query on the user's own partition. */
export const findItem = async (uid: string, itemId: string, kind?: SupportItemKind): Promise<StoredItem | undefined> => {
  // Assisted-application requests are tickets of their own kind, under the same prefix.
  const prefix = kind === 'ticket' ? keys.ticketPrefix : kind === 'insurance' ? 'INSURANCE#' : undefined;
  const matches = queryItems({
    TableName: env().TABLE_SUPPORT,
    KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    FilterExpression: 'id = :id',
    ExpressionAttributeValues: { ':pk': keys.user(uid), ':id': itemId, ...(prefix ? { ':prefix': prefix } : {}) },
  });
  // The filter applies page by page: an early page can match nothing while a later one holds the item.
  for await (const found of matches) return found as StoredItem;
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
  const move = moveTo ? statusUpdate(ticket, moveTo) : undefined;
  // Long messages in a multi-byte script can fill the item's 400 KB before the count does: that thread is full too.
  const written = await updateWithEvent(
    {
      Key: { pk: ticket.pk, sk: ticket.sk },
      UpdateExpression: `SET thread = list_append(if_not_exists(thread, :empty), :message), #updated = :at${move ? `, ${move.expression}` : ''}`,
      ConditionExpression: '#status = :expected AND (attribute_not_exists(thread) OR size(thread) < :max)',
      ExpressionAttributeNames: { '#status': 'status', '#updated': index.byUpdatedAt.sortKey, ...move?.names },
      ExpressionAttributeValues: { ':empty': [], ':message': [stored], ':at': stored.at, ':expected': expected, ':max': MAX_THREAD_REPLIES, ...move?.values },
    },
    event(shown, status),
  ).catch((error: unknown) => {
    if (isItemTooLarge(error)) return false;
    throw error;
  });
  if (!written) return { ok: false };
  const thread = [...((ticket.thread as unknown[] | undefined) ?? []), stored];
  const item: StoredItem = { ...ticket, thread, status, [index.byUpdatedAt.sortKey]: stored.at, ...move?.written };
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
  const move = statusUpdate(item, to);
  const written = await updateWithEvent(
    {
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET ${move.expression}, #updated = :at`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { ...move.names, '#updated': index.byUpdatedAt.sortKey },
      ExpressionAttributeValues: { ...move.values, ':from': from, ':at': at },
    },
    event(at),
    alsoDelete ? [{ Delete: { TableName: env().TABLE_SUPPORT, Key: alsoDelete } }] : [],
  );
  return written ? { ok: true, item: { ...item, ...move.written, [index.byUpdatedAt.sortKey]: at } } : { ok: false };
};

/** The thread as the user and the admins see it (the admin who wrote a reply is in the audit trail only). */
export const threadOf = (item: Record<string, unknown>): ThreadMessage[] =>
  ((item.thread as (ThreadMessage & { actor?: string })[] | undefined) ?? []).map(({ id, author, mensaje, at }) => ({ id, author, mensaje, at }));
