import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { env } from './env';

/** What the middleware reads of the caller's document on every signed-in request (one GetItem). */
export const ACCOUNT_STATE_PROJECTION = 'uid, disabled, userType, tokensValidAfter';

export interface AccountState {
  exists: boolean;
  disabled: boolean;
  admin: boolean;
  /** Epoch milliseconds: tokens issued up to this instant's second are refused (lambdas/users/sessions). */
  tokensValidAfter?: number;
}

export const readAccountState = async (uid: string): Promise<AccountState> => {
  const result = await dynamo.send(new GetCommand({ TableName: env().TABLE_USERS, Key: { uid }, ProjectionExpression: ACCOUNT_STATE_PROJECTION, ConsistentRead: true }));
  const item = result.Item;
  return {
    exists: item !== undefined,
    disabled: item?.disabled === true,
    admin: item?.userType === 'admin',
    ...(typeof item?.tokensValidAfter === 'number' ? { tokensValidAfter: item.tokensValidAfter } : {}),
  };
};
