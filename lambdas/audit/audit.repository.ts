import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../shared/admin';
import { auditKeys as keys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, deleteItems, queryItems, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';

/** One audit entry: who did what to whom, and when (UTC). Never a password or a token. */
export type { AuditEntry };

/**
 * Idempotent: the same event id written twice is one entry. Only while the subject's document exists,
 * checked in the same transaction: an erased account gets no entry after its deletion's, neither from
 * the events its erasure sets off (its applications withdrawn, its offers closed, its subscription
 * ended) nor from an older event delivered late. False when the subject is gone.
 */
export const recordAudit = (entry: AuditEntry): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { ConditionCheck: { TableName: env().TABLE_USERS, Key: { uid: entry.subject }, ConditionExpression: 'attribute_exists(uid)' } },
          { Put: { TableName: env().TABLE_AUDIT, Item: { pk: keys.subject(entry.subject), sk: keys.entry(entry), ...entry } } },
        ],
      }),
    ),
  );

/** Who removed whom, and when: written though the account's document is gone (it went with the removal). Idempotent. */
export const recordRemoval = async (entry: AuditEntry): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: env().TABLE_AUDIT, Item: { pk: keys.subject(entry.subject), sk: keys.entry(entry), ...entry } }));
};

/**
 * An entry as an item of the transaction of the change it records: where the entry holds a person's
 * data (an admin's edit, from and to), it is written with the change, never carried by an event
 * (an event outlives an erasure in the outbox and in a dead-letter queue; this entry goes with the erasure).
 */
export const auditEntryWrite = (entry: AuditEntry): TransactItem => ({
  Put: { TableName: env().TABLE_AUDIT, Item: { pk: keys.subject(entry.subject), sk: keys.entry(entry), ...entry } },
});

/**
 * An admin read a person's records: who, whose, what and when (`READS#<uid>`, apart from the trail
 * of changes, which the detail answers). Reads are not changes: an entry of its own, never in a
 * transaction.
 */
export const recordAdminRead = async (read: { actor: string; subject: string; action: 'admin.user-viewed' | 'support.item-viewed'; changes?: Record<string, string> }): Promise<void> => {
  const entry: AuditEntry = { id: randomUUID(), at: new Date().toISOString(), ...read };
  await dynamo.send(new PutCommand({ TableName: env().TABLE_AUDIT, Item: { pk: keys.reads(read.subject), sk: keys.entry(entry), ...entry } }));
};

export const listAuditFor = async (subject: string, limit = 20): Promise<AuditEntry[]> => {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_AUDIT,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.subject(subject) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => {
    const { pk: _pk, sk: _sk, ...entry } = item as AuditEntry & { pk: string; sk: string };
    return entry;
  });
};

/**
 * The right to erasure, on a deletion: the subject's trail and the record of who read their records go,
 * all but the deletion's own entry (who deleted whom, and when, naming the person by the account's id
 * alone). Page by page; run again, it finds nothing more. Answers how many entries went.
 */
export const eraseTrail = async (subject: string): Promise<number> => {
  const doomed: { pk: string; sk: string }[] = [];
  for (const pk of [keys.subject(subject), keys.reads(subject)]) {
    const entries = queryItems({
      TableName: env().TABLE_AUDIT,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk, #action',
      ExpressionAttributeNames: { '#action': 'action' },
    });
    for await (const item of entries) if (item.action !== DELETION_ACTION) doomed.push({ pk: String(item.pk), sk: String(item.sk) });
  }
  await deleteItems(env().TABLE_AUDIT, doomed);
  return doomed.length;
};

export const DELETION_ACTION = 'admin.user-deleted';
