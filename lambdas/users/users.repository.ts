import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserDocument } from '../../shared/user';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';

/** The only module that touches the users table. Items are keyed by the Cognito `sub`. */
export const getUser = async (uid: string): Promise<UserDocument | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ConsistentRead: true }));
  return result.Item as UserDocument | undefined;
};

export const putUser = async (user: UserDocument): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: env().TABLE_USERS, Item: user }));
};

export const setUserType = async (uid: string, userType: UserDocument['userType']): Promise<void> => {
  await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_USERS,
      Key: { uid },
      UpdateExpression: 'SET userType = :userType',
      ConditionExpression: 'attribute_exists(uid)',
      ExpressionAttributeValues: { ':userType': userType },
    }),
  );
};
