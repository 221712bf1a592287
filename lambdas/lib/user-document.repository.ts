import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { env } from './env';

/** A user's document as stored, index attributes and server fields included. */
export type UserItem = Record<string, unknown> & { uid: string };

/**
 * A user's document, whole and consistent, through the document client: the middleware's read of the
 * caller on every signed-in request (lib/account-status.ts) and the users feature's (users.repository.ts).
 * It lives in lib/ because the middleware imports no feature.
 */
export const getUserItem = async (uid: string): Promise<UserItem | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ConsistentRead: true }));
  return result.Item as UserItem | undefined;
};
