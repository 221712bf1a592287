import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../shared/admin';
import { auditKeys as keys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems, type TransactItem } from '../lib/dynamo';
import { env } from '../lib/env';

/** One audit entry: who did what to whom, and when (UTC). Never a password or a token. */
export type { AuditEntry };

/** Idempotent: the same event id written twice is one entry. */
export const recordAudit = async (entry: AuditEntry): Promise<void> => {
  await dynamo.send(
    new PutCommand({ TableName: env().TABLE_AUDIT, Item: { pk: keys.subject(entry.subject), sk: keys.entry(entry), ...entry } }),
  );
};

/**
 * An entry as an item of the transaction of the change it records: where the entry holds a person's
 * data (an admin's edit, from and to), it is written with the change, never carried by an event
 * (an event outlives an erasure in the outbox and in a dead-letter queue; this entry is scrubbed by it).
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

/** What an entry's changes may hold of a person: e-mail, RUT, names and birth date (Ley 19.628 / 21.719). */
export const PERSONAL_FIELDS = ['email', 'rut', 'firstName', 'lastName', 'birthDate', 'name'] as const;

/** A company's fields in an entry's changes (`company.legalName`, `company.contactPhone`…): its contact's, scrubbed with the person's. */
const COMPANY_FIELD_PREFIX = 'company.';
const isPersonalField = (field: string): boolean => (PERSONAL_FIELDS as readonly string[]).includes(field) || field.startsWith(COMPANY_FIELD_PREFIX);

/** The entry's changes without the person's data; undefined when they hold none. */
export const withoutPersonalData = (changes: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!changes || !Object.keys(changes).some(isPersonalField)) return undefined;
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !isPersonalField(field)));
};

/**
 * The right to erasure, on a deletion: every entry about `subject` loses the person's e-mail, RUT,
 * names and birth date from its changes (who did what, and when, stays). Page by page; idempotent
 * (an entry already scrubbed is left alone), so a retried event does nothing more. Answers how many
 * entries it scrubbed.
 */
export const erasePersonalData = async (subject: string): Promise<number> => {
  let scrubbed = 0;
  for await (const item of queryItems({ TableName: env().TABLE_AUDIT, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.subject(subject) } })) {
    const changes = withoutPersonalData(item.changes as Record<string, unknown> | undefined);
    if (!changes) continue;
    const written = await conditionHolds(
      dynamo.send(
        new UpdateCommand({
          TableName: env().TABLE_AUDIT,
          Key: { pk: String(item.pk), sk: String(item.sk) },
          UpdateExpression: 'SET changes = :changes',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':changes': changes },
        }),
      ),
    );
    if (written) scrubbed += 1;
  }
  return scrubbed;
};

export const DELETION_ACTION = 'admin.user-deleted';
