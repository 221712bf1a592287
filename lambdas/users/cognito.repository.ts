import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';

/** The only module that calls Cognito's admin APIs. Cognito's errors are translated here. */
const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((item) => item.Name === name)?.Value;
const errorName = (error: unknown): string | undefined => (error as { name?: string } | undefined)?.name;

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
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
};

/** Cognito's answers to a new account, as the API's error codes (spec §8, Register). */
const translateCreateError = (error: unknown): unknown => {
  switch (errorName(error)) {
    case 'UsernameExistsException':
      return new HttpError(409, 'email-already-in-use');
    case 'InvalidPasswordException':
      return new HttpError(400, 'weak-password');
    case 'InvalidParameterException':
      return new HttpError(400, 'invalid-email');
    default:
      return error;
  }
};

/**
 * Creates a confirmed account that signs in with this password at once. The e-mail counts as
 * verified only when `emailVerified` (the activation link sets it later otherwise).
 */
export const createAccount = async (input: { email: string; password: string; firstName: string; lastName: string; emailVerified: boolean }): Promise<string> => {
  let uid: string | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: env().USER_POOL_ID,
        Username: input.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: String(input.emailVerified) },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'family_name', Value: input.lastName },
        ],
      }),
    );
    uid = attribute(created.User?.Attributes, 'sub');
    if (!uid) throw new Error('Cognito created a user without a sub');
    await setPassword(input.email, input.password);
    return uid;
  } catch (error) {
    if (uid) await deleteAccount(input.email);
    throw translateCreateError(error);
  }
};

export const setPassword = async (email: string, password: string): Promise<void> => {
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: env().USER_POOL_ID, Username: email, Password: password, Permanent: true }));
  } catch (error) {
    throw translateCreateError(error);
  }
};

export const deleteAccount = async (email: string): Promise<void> => {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: env().USER_POOL_ID, Username: email }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
};

/** cognito-local wants `email` in the same call as `email_verified`; AWS accepts it too. */
export const markEmailVerified = async (email: string): Promise<void> => {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: env().USER_POOL_ID,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
};

/**
 * Ends the account's other sessions by revoking its refresh tokens. cognito-local does not
 * have this call; there the sessions end when their tokens expire.
 */
export const signOutEverywhere = async (email: string): Promise<void> => {
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: env().USER_POOL_ID, Username: email }));
  } catch (error) {
    // cognito-local answers `CognitoLocal#Unsupported`; anything else is a real failure.
    if (errorName(error) !== 'Unsupported') throw error;
    logger.info('Global sign-out is not emulated locally');
  }
};

export const addToAdminGroup = async (email: string): Promise<void> => {
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: email, GroupName: ADMIN_GROUP }));
};
