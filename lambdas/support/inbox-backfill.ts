import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys } from '../../shared/data/tables';
import { insuranceTypeLabels } from '../../shared/support';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';
import { getUser } from '../users/users.repository';
import { inboxAttributes, type RequesterProfile } from './desk.repository';

/**
 * Once, by an operator (infra/scripts/support-inbox-backfill.ts): puts the tickets and insurance
 * requests stored before the support desk existed into its inbox, with their requester's name,
 * e-mail and RUT. The one Scan of the support table, never run by a request. Idempotent: an item
 * already in the inbox is left as it is.
 */
const index = indexKeys('support');
const unknownRequester: RequesterProfile = { firstName: '', lastName: '', email: '', rut: '' };

export const backfillInbox = async (): Promise<{ updated: number }> => {
  let updated = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: env().TABLE_SUPPORT,
        FilterExpression: 'attribute_not_exists(#inbox) AND #kind IN (:ticket, :insurance)',
        ExpressionAttributeNames: { '#inbox': index.byUpdatedAt.partitionKey, '#kind': 'kind' },
        ExpressionAttributeValues: { ':ticket': 'ticket', ':insurance': 'insurance' },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const user = await getUser(String(item.uid));
      const profile = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, rut: user.rut } : unknownRequester;
      const subject = item.kind === 'ticket' ? String(item.asunto) : `Seguros: ${insuranceTypeLabels[item.insuranceType as keyof typeof insuranceTypeLabels]}`;
      const status = typeof item.status === 'string' ? item.status : 'abierto';
      const attributes = { ...inboxAttributes(subject, String(item.createdAt), profile), [index.byStatus.partitionKey]: status, status };
      const names = Object.keys(attributes);
      const written = await conditionHolds(
        dynamo.send(
          new UpdateCommand({
            TableName: env().TABLE_SUPPORT,
            Key: { pk: item.pk as string, sk: item.sk as string },
            UpdateExpression: `SET ${names.map((_, position) => `#a${String(position)} = :v${String(position)}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#inbox)',
            ExpressionAttributeNames: { '#inbox': index.byUpdatedAt.partitionKey, ...Object.fromEntries(names.map((name, position) => [`#a${String(position)}`, name])) },
            ExpressionAttributeValues: Object.fromEntries(names.map((name, position) => [`:v${String(position)}`, attributes[name]])),
          }),
        ),
      );
      if (written) updated += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { updated };
};
