import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys } from '../../shared/data/tables';
import { insuranceTypeLabels } from '../../shared/support';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, scanItems } from '../lib/dynamo';
import { env } from '../lib/env';
import { getUser } from '../users/users.repository';
import { inboxAttributes, inboxPartitions, PRIORITY_PREFIX, type RequesterProfile } from './inbox.repository';
import type { SupportStatus } from '../../shared/support-desk';

/**
 * Once, by an operator (infra/scripts/support-inbox-backfill.ts): puts the tickets and insurance
 * requests stored before the support desk existed into its inbox, with their requester's name,
 * e-mail and RUT; and moves the priority items stored before priority had partitions of its own
 * into them (inbox.repository.ts `inboxPartitions`), so that they are listed first. The one Scan
 * of the support table, never run by a request. Idempotent: an item already in place is left as it is.
 */
const index = indexKeys('support');
const unknownRequester: RequesterProfile = { firstName: '', lastName: '', email: '', rut: '' };

/** Sets `attributes` on an item if `condition` still holds; false when it no longer does. */
const setIfStill = (item: Record<string, unknown>, attributes: Record<string, unknown>, condition: string, names: Record<string, string>, values: Record<string, unknown> = {}): Promise<boolean> => {
  const keys = Object.keys(attributes);
  return conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_SUPPORT,
        Key: { pk: item.pk as string, sk: item.sk as string },
        UpdateExpression: `SET ${keys.map((_, position) => `#a${String(position)} = :v${String(position)}`).join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND ${condition}`,
        ExpressionAttributeNames: { ...names, ...Object.fromEntries(keys.map((name, position) => [`#a${String(position)}`, name])) },
        ExpressionAttributeValues: { ...values, ...Object.fromEntries(keys.map((name, position) => [`:v${String(position)}`, attributes[name]])) },
      }),
    ),
  );
};

/** An item outside the inbox: in it, with its requester, its status and its priority. */
const addToInbox = async (item: Record<string, unknown>): Promise<boolean> => {
  const user = await getUser(String(item.uid));
  const profile = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, rut: user.rut } : unknownRequester;
  const subject = item.kind === 'insurance' ? `Seguros: ${insuranceTypeLabels[item.insuranceType as keyof typeof insuranceTypeLabels]}` : String(item.asunto);
  const status = (typeof item.status === 'string' ? item.status : 'abierto') as SupportStatus;
  const attributes = { ...inboxAttributes(subject, String(item.createdAt), profile), ...inboxPartitions(status, item.priority === true), status };
  return setIfStill(item, attributes, 'attribute_not_exists(#inbox)', { '#inbox': index.byUpdatedAt.partitionKey });
};

/** A priority item in the inbox's ordinary partitions: into its priority ones, if its status is still the one they were chosen for. */
const moveToPriority = (item: Record<string, unknown>): Promise<boolean> =>
  setIfStill(item, inboxPartitions(item.status as SupportStatus, true), '#status = :status', { '#status': 'status' }, { ':status': item.status });

export const backfillInbox = async (): Promise<{ updated: number }> => {
  let updated = 0;
  const items = scanItems({
    TableName: env().TABLE_SUPPORT,
    FilterExpression:
      '(attribute_not_exists(#inbox) AND #kind IN (:ticket, :insurance, :assisted)) OR (attribute_exists(#inbox) AND #priority = :true AND NOT begins_with(#inboxStatus, :prefix))',
    ExpressionAttributeNames: { '#inbox': index.byUpdatedAt.partitionKey, '#inboxStatus': index.byStatus.partitionKey, '#kind': 'kind', '#priority': 'priority' },
    ExpressionAttributeValues: { ':ticket': 'ticket', ':insurance': 'insurance', ':assisted': 'assisted', ':true': true, ':prefix': PRIORITY_PREFIX },
  });
  for await (const item of items) {
    if (await (item[index.byUpdatedAt.partitionKey] === undefined ? addToInbox(item) : moveToPriority(item))) updated += 1;
  }
  return { updated };
};
