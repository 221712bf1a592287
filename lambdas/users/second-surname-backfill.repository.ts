import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, scanItems } from '../lib/dynamo';
import { env } from '../lib/env';
import { userIndexAttributes } from './users.repository';

/**
 * Once, by an operator (infra/scripts/second-surname-backfill.ts), after the bySecondSurname index
 * exists: gives the documents written before it their `secondSurnameLower`, so that the admin search
 * finds them by their second surname too. The one Scan of the users table, never run by a request.
 * Idempotent: a document that has the attribute, or whose last name changed meanwhile, is left alone
 * (its own write set it).
 */
export const backfillSecondSurnames = async (): Promise<{ updated: number }> => {
  let updated = 0;
  const documents = scanItems({
    TableName: env().TABLE_USERS,
    FilterExpression: 'attribute_not_exists(#second) AND attribute_exists(#listPk)',
    ProjectionExpression: 'uid, lastName',
    ExpressionAttributeNames: { '#second': 'secondSurnameLower', '#listPk': 'listPk' },
  });
  for await (const item of documents) {
    if (typeof item.lastName !== 'string' || !item.lastName.trim()) continue;
    const { secondSurnameLower } = userIndexAttributes({ firstName: '', lastName: item.lastName, email: '', rut: '' });
    const written = await conditionHolds(
      dynamo.send(
        new UpdateCommand({
          TableName: env().TABLE_USERS,
          Key: { uid: item.uid as string },
          UpdateExpression: 'SET #second = :second',
          ConditionExpression: 'attribute_exists(uid) AND attribute_not_exists(#second) AND #lastName = :lastName',
          ExpressionAttributeNames: { '#second': 'secondSurnameLower', '#lastName': 'lastName' },
          ExpressionAttributeValues: { ':second': secondSurnameLower, ':lastName': item.lastName },
        }),
      ),
    );
    if (written) updated += 1;
  }
  return { updated };
};
