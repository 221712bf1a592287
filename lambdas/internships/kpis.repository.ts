import { internshipKeys as keys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { countQuery } from '../lib/dynamo';
import { env } from '../lib/env';

/** Company accounts: the users index by type, its `enterprise` partition. */
export const countCompanies = (): Promise<number> =>
  countQuery({ TableName: env().TABLE_USERS, IndexName: 'byType', KeyConditionExpression: `${indexKeys('users').byType.partitionKey} = :type`, ExpressionAttributeValues: { ':type': 'enterprise' } });

/** Offers published now: the listing index's one partition. */
export const countPublishedOffers = (): Promise<number> =>
  countQuery({ TableName: env().TABLE_INTERNSHIPS, IndexName: 'byListing', KeyConditionExpression: `${indexKeys('internships').byListing.partitionKey} = :listed`, ExpressionAttributeValues: { ':listed': keys.listed } });
