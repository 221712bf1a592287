import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';

/**
 * Once, by an operator (infra/scripts/company-rut-claims.ts), on a stage whose company accounts were
 * registered while a company's RUT was claimed as a person's: gives each company its claim among
 * companies (`UNIQUE#COMPANY-RUT#<rut>`) and frees the person's one it holds, so that its owner may
 * have a personal account with the same RUT. Reads the byType index's `enterprise` partition, never
 * a Scan. Idempotent: a claim already moved, or a person's claim another account holds, is left as
 * it is.
 */
export const moveCompanyRutClaims = async (): Promise<{ moved: number }> => {
  let moved = 0;
  for await (const item of queryItems({
    TableName: env().TABLE_USERS,
    IndexName: 'byType',
    KeyConditionExpression: `${indexKeys('users').byType.partitionKey} = :enterprise`,
    ExpressionAttributeValues: { ':enterprise': 'enterprise' },
    ProjectionExpression: 'uid, rut',
  })) {
    if (typeof item.uid !== 'string' || typeof item.rut !== 'string' || !item.rut) continue;
    const holds = { ExpressionAttributeNames: { '#uid': 'uid' }, ExpressionAttributeValues: { ':uid': item.uid } };
    const written = await conditionHolds(
      dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: env().TABLE_AUTH, Item: { ...authKeys.uniqueRut(item.rut, 'company'), uid: item.uid }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Delete: { TableName: env().TABLE_AUTH, Key: authKeys.uniqueRut(item.rut, 'person'), ConditionExpression: '#uid = :uid', ...holds } },
          ],
        }),
      ),
    );
    if (written) moved += 1;
  }
  return { moved };
};
