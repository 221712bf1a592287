import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../shared/constants';
import { GOOGLE_PROVIDER_NAME, GOOGLE_VERIFIED_ATTRIBUTE, type ExistingNativeAccount } from '../../shared/federation';
import { cognito } from '../lib/clients/cognito';
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

/** Cognito's answers to a new account, as the API's error codes (product §8, Register). */
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
 * Turns the user's authenticator-app code (TOTP) on, as the factor Cognito asks for at each sign-in, or
 * off. Cognito turns it on only once the user confirmed a code of the secret it gave them
 * (VerifySoftwareToken); before that it answers InvalidParameterException.
 */
export const setTotpMfa = async (username: string, enabled: boolean): Promise<void> => {
  try {
    await cognito.send(
      new AdminSetUserMFAPreferenceCommand({ UserPoolId: env().USER_POOL_ID, Username: username, SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled } }),
    );
  } catch (error) {
    if (enabled && errorName(error) === 'InvalidParameterException') throw new HttpError(409, 'two-factor-not-verified');
    throw error;
  }
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

/** `username` is an e-mail or a Cognito username. */
export const removeFromAdminGroup = async (username: string): Promise<void> => {
  await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: env().USER_POOL_ID, Username: username, GroupName: ADMIN_GROUP }));
};

/** Cognito's own switch. cognito-local keeps signing a disabled user in: the API refuses them itself (lib/http.ts). */
export const setAccountEnabled = async (username: string, enabled: boolean): Promise<void> => {
  const input = { UserPoolId: env().USER_POOL_ID, Username: username };
  await cognito.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
};

/** The account of a document, found by its `sub` (an e-mail account's or a Google one's), as the admin sees it. */
export interface AccountByUid {
  username: string;
  enabled: boolean;
  emailVerified: boolean;
  federated: boolean;
  status: string | null;
}

export const findAccountByUid = async (uid: string): Promise<AccountByUid | undefined> => {
  const result = await cognito.send(new ListUsersCommand({ UserPoolId: env().USER_POOL_ID, Filter: `sub = ${JSON.stringify(uid)}`, Limit: 1 }));
  const user = result.Users?.[0];
  if (!user?.Username) return undefined;
  return {
    username: user.Username,
    enabled: user.Enabled ?? true,
    emailVerified: attribute(user.Attributes, 'email_verified') === 'true',
    federated: user.UserStatus === 'EXTERNAL_PROVIDER',
    status: user.UserStatus ?? null,
  };
};

/**
 * Federated accounts (Google). In AWS a federated user is named `google_<subject>`, has the status
 * EXTERNAL_PROVIDER and an `identities` attribute; the local OAuth emulator makes its users the
 * same way in cognito-local, so nothing here differs between the two.
 */
export interface PoolAccount {
  username: string;
  uid: string;
  email: string;
  emailVerified: boolean;
  /** Google vouched for the e-mail (its claim, mapped to an attribute the web client's writes cannot reach before the account exists). */
  googleVerified: boolean;
  enabled: boolean;
  /** Signs in only through an external provider: no password, no e-mail-and-password sign-in. */
  federated: boolean;
  createdAt: Date | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

const EXTERNAL_PROVIDER = 'EXTERNAL_PROVIDER';

const toPoolAccount = (user: Pick<UserType, 'Username' | 'UserStatus' | 'Enabled' | 'UserCreateDate'>, attributes: AttributeType[] | undefined): PoolAccount | undefined => {
  const uid = attribute(attributes, 'sub');
  if (!uid || !user.Username) return undefined;
  return {
    username: user.Username,
    uid,
    email: attribute(attributes, 'email') ?? '',
    emailVerified: attribute(attributes, 'email_verified') === 'true',
    googleVerified: attribute(attributes, GOOGLE_VERIFIED_ATTRIBUTE) === 'true',
    enabled: user.Enabled ?? true,
    federated: user.UserStatus === EXTERNAL_PROVIDER,
    createdAt: user.UserCreateDate,
    givenName: attribute(attributes, 'given_name'),
    familyName: attribute(attributes, 'family_name'),
    name: attribute(attributes, 'name'),
  };
};

/** The account behind a username (the `cognito:username` claim), with its attributes. */
export const getAccountByUsername = async (username: string): Promise<PoolAccount | undefined> => {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username }));
    return toPoolAccount(user, user.UserAttributes);
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
};

export const deleteAccountByUsername = async (username: string): Promise<void> => {
  await deleteAccount(username);
};

/** The same, in the pool a trigger's event names (a trigger has no pool id in its environment); an account already gone is fine. */
export const deleteAccountInPool = async (userPoolId: string, username: string): Promise<void> => {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
};

/** Filter values are quoted; a quote or backslash inside is escaped. */
const filterValue = (value: string): string => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/**
 * The e-mail-and-password account that holds an e-mail, if any. Federated accounts with the same
 * e-mail are not it. `userPoolId` is for the pool's triggers, which get it from the event.
 */
export const findNativeAccountByEmail = async (email: string, userPoolId: string = env().USER_POOL_ID): Promise<ExistingNativeAccount | undefined> => {
  const result = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = ${filterValue(email.toLowerCase())}`, Limit: 10 }));
  const native = (result.Users ?? []).map((user) => toPoolAccount(user, user.Attributes)).find((account) => account && !account.federated);
  return native && { username: native.username, uid: native.uid, enabled: native.enabled };
};

/** Makes the Google identity sign in as the existing account from now on (AWS only; the local emulator keeps the link itself). */
export const linkGoogleIdentity = async (userPoolId: string, destinationUsername: string, providerSubject: string): Promise<void> => {
  await cognito.send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: destinationUsername },
      SourceUser: { ProviderName: GOOGLE_PROVIDER_NAME, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: providerSubject },
    }),
  );
};
