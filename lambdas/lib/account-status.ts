import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { env } from './env';

/**
 * Whether an admin disabled this account: one GetItem of one attribute, made by the middleware on
 * every signed-in request. An account without a document (a Google sign-in before its
 * registration) is not disabled.
 */
export const isAccountDisabled = async (uid: string): Promise<boolean> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ProjectionExpression: 'disabled', ConsistentRead: true }));
  return result.Item?.disabled === true;
};
