import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserDocument } from '../../shared/user';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';

/**
 * The only module that touches the users table and the e-mail and RUT uniqueness items.
 * Documents are keyed by the Cognito `sub`.
 */
const uniqueKey = {
  email: (email: string) => ({ pk: `UNIQUE#EMAIL#${email}`, sk: 'UNIQUE' }),
  rut: (rut: string) => ({ pk: `UNIQUE#RUT#${rut}`, sk: 'UNIQUE' }),
};

export const getUser = async (uid: string): Promise<UserDocument | undefined> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ConsistentRead: true }));
  return result.Item as UserDocument | undefined;
};

/** Which of the e-mail and the RUT another account already holds. */
export const findTaken = async (email: string, rut: string): Promise<{ email: boolean; rut: boolean }> => {
  const [byEmail, byRut] = await Promise.all([
    dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: uniqueKey.email(email), ConsistentRead: true })),
    dynamo.send(new GetCommand({ TableName: env().TABLE_AUTH, Key: uniqueKey.rut(rut), ConsistentRead: true })),
  ]);
  return { email: Boolean(byEmail.Item), rut: Boolean(byRut.Item) };
};

export class UniquenessConflict extends Error {
  constructor(readonly field: 'email' | 'rut' | 'uid') {
    super(`${field} already taken`);
    this.name = 'UniquenessConflict';
  }
}

/**
 * Writes the document and claims its e-mail and RUT in one transaction: all three or none.
 * A claim another account holds is a UniquenessConflict naming the field.
 */
export const createUser = async (user: UserDocument): Promise<void> => {
  const claim = (key: { pk: string; sk: string }) => ({
    Put: { TableName: env().TABLE_AUTH, Item: { ...key, uid: user.uid }, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: env().TABLE_USERS, Item: user, ConditionExpression: 'attribute_not_exists(uid)' } },
          claim(uniqueKey.email(user.email)),
          claim(uniqueKey.rut(user.rut)),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException || (error as { name?: string }).name === 'TransactionCanceledException') {
      const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      throw new UniquenessConflict(failed === 1 ? 'email' : failed === 2 ? 'rut' : 'uid');
    }
    throw error;
  }
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

/** Marks the account activated; false when it already was (or has no document). */
export const markActivated = async (uid: string): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_USERS,
        Key: { uid },
        UpdateExpression: 'SET activated = :true, activatedAt = :now',
        ConditionExpression: 'attribute_exists(uid) AND activated = :false',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};
