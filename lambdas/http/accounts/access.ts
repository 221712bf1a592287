import type { FunctionAccess } from '../../lib/access';

/**
 * Registration, activation, password reset, sign-out and the Google account's completion: the
 * document and its e-mail and RUT claims (auth) in one transaction, the Cognito account beside it.
 * The second factor: Cognito's MFA preference, then the document's mark with its event.
 */
export const access: FunctionAccess = {
  tables: { users: ['GetItem', 'UpdateItem', 'PutItem'], auth: ['GetItem', 'DeleteItem', 'PutItem', 'UpdateItem'] },
  userPool: ['AdminUpdateUserAttributes', 'AdminGetUser', 'AdminDeleteUser', 'AdminCreateUser', 'AdminSetUserPassword', 'AdminUserGlobalSignOut', 'AdminSetUserMFAPreference'],
  publishes: ['UserActivated', 'UserRegistered', 'MailRequested', 'PasswordChanged', 'TwoFactorChanged'],
};
