import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { internshipKeys } from '../../shared/data/keys';
import { indexKeys } from '../../shared/data/tables';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';

const index = indexKeys('internships').byReporter;

/**
 * The erasure of a person's reports of offers: each report loses who sent it and what they wrote
 * (its reason and time stay: the offer's moderation counts them), and the claim that allowed one
 * report per person and offer goes. A report that no longer names its reporter leaves the sparse
 * index, so a second run finds nothing. Answers how many reports it anonymised.
 */
export const forgetReporter = async (uid: string): Promise<number> => {
  const table = env().TABLE_INTERNSHIPS;
  let forgotten = 0;
  for await (const item of queryItems({ TableName: table, IndexName: 'byReporter', KeyConditionExpression: `${index.partitionKey} = :reporter`, ExpressionAttributeValues: { ':reporter': uid } })) {
    const anonymised = await conditionHolds(
      dynamo.send(new UpdateCommand({ TableName: table, Key: { pk: String(item.pk), sk: String(item.sk) }, UpdateExpression: 'REMOVE reporterUid, message', ConditionExpression: 'attribute_exists(pk)' })),
    );
    const offerId = String(item.pk).slice(internshipKeys.offerPk('').length);
    await dynamo.send(new DeleteCommand({ TableName: table, Key: internshipKeys.reporter(offerId, uid) }));
    if (anonymised) forgotten += 1;
  }
  return forgotten;
};
