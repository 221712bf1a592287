import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';

/** The only module that calls Cognito's admin APIs. */
const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((item) => item.Name === name)?.Value;

export interface CognitoAccount {
  uid: string;
  email: string;
  enabled: boolean;
  status: string | undefined;
}

export const findAccountByEmail = async (email: string): Promise<CognitoAccount | undefined> => {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: env().USER_POOL_ID, Username: email }));
    const uid = attribute(user.UserAttributes, 'sub');
    if (!uid) return undefined;
    return { uid, email: attribute(user.UserAttributes, 'email') ?? email, enabled: user.Enabled ?? true, status: user.UserStatus };
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  }
};

export const createAccount = async (input: { email: string; password: string; firstName: string; lastName: string }): Promise<string> => {
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: env().USER_POOL_ID,
      Username: input.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: input.firstName },
        { Name: 'family_name', Value: input.lastName },
      ],
    }),
  );
  const uid = attribute(created.User?.Attributes, 'sub');
  if (!uid) throw new Error('Cognito created a user without a sub');
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: env().USER_POOL_ID, Username: input.email, Password: input.password, Permanent: true }),
  );
  return uid;
};

export const addToAdminGroup = async (email: string): Promise<void> => {
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: email, GroupName: ADMIN_GROUP }));
};
