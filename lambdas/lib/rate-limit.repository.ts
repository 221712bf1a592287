import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys } from '../../shared/data/keys';
import { dynamo } from './clients/dynamo';
import { deleteItems, queryItems } from './dynamo';
import { env } from './env';

/**
 * Fixed-window rate limits in the auth table, for any feature that limits how often a person may do
 * something (an upload, a ticket, a mail). Counters expire with their window.
 */
export interface Limit {
  /** What is counted, e.g. `recovery-email`. */
  name: string;
  max: number;
  windowSeconds: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Counts one request of `subject` against the limit and answers whether it is still within it. */
export const allowRequest = async (limit: Limit, subject: string): Promise<boolean> => {
  const window = Math.floor(nowSeconds() / limit.windowSeconds);
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_AUTH,
      Key: authKeys.rate(limit.name, subject, window),
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': (window + 1) * limit.windowSeconds + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const hits = (result.Attributes as { hits?: number } | undefined)?.hits ?? 1;
  return hits <= limit.max;
};

/**
 * Forgets every counter of `subject` (an account's id, its e-mail in lower case): an erased person's
 * requests are not kept for the rest of their windows.
 */
export const forgetRequests = async (subject: string): Promise<void> => {
  const counters = queryItems({ TableName: env().TABLE_AUTH, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': authKeys.ratePk(subject) }, ProjectionExpression: 'pk, sk' });
  const keys: { pk: string; sk: string }[] = [];
  for await (const item of counters) keys.push({ pk: String(item.pk), sk: String(item.sk) });
  await deleteItems(env().TABLE_AUTH, keys);
};
