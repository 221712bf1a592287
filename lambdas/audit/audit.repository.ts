import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../shared/admin';
import { auditKeys as keys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';

/** One audit entry: who did what to whom, and when (UTC). Never a password or a token. */
export type { AuditEntry };

/** Idempotent: the same event id written twice is one entry. */
export const recordAudit = async (entry: AuditEntry): Promise<void> => {
  await dynamo.send(
    new PutCommand({ TableName: env().TABLE_AUDIT, Item: { pk: keys.subject(entry.subject), sk: keys.entry(entry), ...entry } }),
  );
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

/** The entry's changes without the person's data; undefined when they hold none. */
export const withoutPersonalData = (changes: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!changes || !PERSONAL_FIELDS.some((field) => field in changes)) return undefined;
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !(PERSONAL_FIELDS as readonly string[]).includes(field)));
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

/** Whether `subject` was deleted: its trail holds the deletion's entry. */
export const wasDeleted = async (subject: string): Promise<boolean> => {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_AUDIT,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#action = :deleted',
      ExpressionAttributeNames: { '#action': 'action' },
      ExpressionAttributeValues: { ':pk': keys.subject(subject), ':deleted': DELETION_ACTION },
    }),
  );
  return (result.Items ?? []).length > 0;
};

export const DELETION_ACTION = 'admin.user-deleted';
