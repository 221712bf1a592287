import { internshipKeys as keys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** How many items a Query's key condition matches, counted by DynamoDB page by page (`Select: COUNT`: no item is sent). */
const count = async (input: QueryCommandInput): Promise<number> => {
  let total = 0;
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }));
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
};

/** Company accounts: the users index by type, its `enterprise` partition. */
export const countCompanies = (): Promise<number> =>
  count({ TableName: env().TABLE_USERS, IndexName: 'byType', KeyConditionExpression: `${indexKeys('users').byType.partitionKey} = :type`, ExpressionAttributeValues: { ':type': 'enterprise' } });

/** Offers published now: the listing index's one partition. */
export const countPublishedOffers = (): Promise<number> =>
  count({ TableName: env().TABLE_INTERNSHIPS, IndexName: 'byListing', KeyConditionExpression: `${indexKeys('internships').byListing.partitionKey} = :listed`, ExpressionAttributeValues: { ':listed': keys.listed } });
