import type { GoogleCompanyRegistration } from '../../shared/contracts/accounts/post-register-google-company';
import { namesFromGoogleProfile, type GoogleProfile } from '../../shared/federation';
import { emailField } from '../../shared/schemas';
import type { UserDocument } from '../../shared/user';
import type { Caller } from '../lib/auth';
import { badRequest, forbidden, HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { deleteAccountByUsername, getAccountByUsername, type PoolAccount } from '../users/cognito.repository';
import { getUser } from '../users/users.repository';
import { registerGoogleClient, registerGoogleCompany, type GoogleRegistration } from './accounts.service';

/**
 * Google accounts between their first sign-in and their registration: the Cognito account exists
 * (made by the federation), the user document does not yet.
 */
const alreadyRegistered = () => new HttpError(409, 'already-registered');

/** The caller's own federated account; any other caller (an e-mail account, a linked one) is refused. */
const callersFederatedAccount = async (caller: Caller): Promise<PoolAccount> => {
  const account = await getAccountByUsername(caller.username);
  if (account?.uid !== caller.uid || !account.federated) throw forbidden();
  return account;
};

/** The e-mail of the verified token, never of a body. */
const emailOfToken = (caller: Caller): string => {
  const parsed = emailField().safeParse(caller.email);
  if (!parsed.success) throw badRequest('invalid-email');
  return parsed.data;
};

/** What the register screen prefills in Google mode: the e-mail and the names Google sent. */
export const googleProfileOf = async (caller: Caller): Promise<GoogleProfile> => {
  const account = await callersFederatedAccount(caller);
  if (await getUser(caller.uid)) throw alreadyRegistered();
  return { email: emailOfToken(caller), ...namesFromGoogleProfile(account) };
};

/**
 * The caller's own federated account, not registered yet, whose e-mail Google verified: Google's
 * claim as Cognito mapped it onto the account (`custom:google_verified`). Never `email_verified`,
 * which Cognito leaves unset on federated users and the web client could once write.
 */
const mustHaveVerifiedGoogleEmail = async (caller: Caller): Promise<void> => {
  const account = await callersFederatedAccount(caller);
  if (!account.googleVerified) throw new HttpError(403, 'google-email-not-verified');
  if (await getUser(caller.uid)) throw alreadyRegistered();
};

/** Completes a Google registration with the same rules as an e-mail registration. */
export const completeGoogleRegistration = async (caller: Caller, registration: GoogleRegistration): Promise<UserDocument> => {
  await mustHaveVerifiedGoogleEmail(caller);
  return registerGoogleClient({ uid: caller.uid, email: emailOfToken(caller) }, registration);
};

/** Completes a company's Google registration (`/register?role=enterprise` in Google mode), with the same checks. */
export const completeGoogleCompanyRegistration = async (caller: Caller, registration: GoogleCompanyRegistration): Promise<UserDocument> => {
  await mustHaveVerifiedGoogleEmail(caller);
  return registerGoogleCompany({ uid: caller.uid, email: emailOfToken(caller) }, registration);
};

/**
 * A Google sign-in of someone who never registered: the account the federation just made is
 * deleted. Only a federated account without a document can be deleted this way.
 */
export const removeUnregisteredFederatedAccount = async (caller: Caller): Promise<void> => {
  const account = await getAccountByUsername(caller.username);
  if (!account) return;
  if (account.uid !== caller.uid || !account.federated) throw forbidden();
  if (await getUser(caller.uid)) throw alreadyRegistered();
  await deleteAccountByUsername(account.username);
  logger.info('Removed an unregistered federated account', { uid: account.uid });
};
