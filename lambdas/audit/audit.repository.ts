import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../shared/admin';
import { auditKeys as keys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
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
