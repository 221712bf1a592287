import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys } from '../../shared/data/tables';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import { userIndexAttributes } from './users.repository';

/**
 * Once, by an operator (infra/scripts/company-names-backfill.ts): gives the companies registered
 * before the admin search named them by their razón social their new `nameLower`, so that the
 * search finds them by it. Reads the byType index's `enterprise` partition (no Scan). Idempotent: a
 * document already right, or whose razón social changed meanwhile, is left alone (its own write set it).
 */
export const backfillCompanyNames = async (): Promise<{ updated: number }> => {
  let updated = 0;
  const companies = queryItems({
    TableName: env().TABLE_USERS,
    IndexName: 'byType',
    KeyConditionExpression: `${indexKeys('users').byType.partitionKey} = :enterprise`,
    ExpressionAttributeValues: { ':enterprise': 'enterprise' },
    ProjectionExpression: 'uid, firstName, lastName, email, rut, company, nameLower',
  });
  for await (const item of companies) {
    const legalName = (item.company as { legalName?: unknown } | undefined)?.legalName;
    if (typeof legalName !== 'string') continue;
    const { nameLower } = userIndexAttributes({ firstName: '', lastName: '', email: '', rut: '', company: { legalName, comuna: '', region: '', contactPhone: '' } });
    if (item.nameLower === nameLower) continue;
    const written = await conditionHolds(
      dynamo.send(
        new UpdateCommand({
          TableName: env().TABLE_USERS,
          Key: { uid: item.uid as string },
          UpdateExpression: 'SET nameLower = :name',
          ConditionExpression: 'attribute_exists(uid) AND #company.legalName = :legalName',
          ExpressionAttributeNames: { '#company': 'company' },
          ExpressionAttributeValues: { ':name': nameLower, ':legalName': legalName },
        }),
      ),
    );
    if (written) updated += 1;
  }
  return { updated };
};
