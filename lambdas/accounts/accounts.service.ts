import type { CompanyRegistration } from '../../shared/contracts/accounts/post-register-company';
import type { GoogleCompanyRegistration } from '../../shared/contracts/accounts/post-register-google-company';
import type { googleRegisterBodySchema } from '../../shared/contracts/accounts/post-register-google';
import type { registerBodySchema } from '../../shared/contracts/accounts/post-register';
import type { z } from 'zod/mini';
import type { UserDocument } from '../../shared/user';
import { HttpError } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { createAccount, deleteAccount, findAccountByEmail, markEmailVerified, setPassword, setTotpMfa, signOutEverywhere } from '../users/cognito.repository';
import { waitForNextSecond } from '../lib/account-status';
import { createUser, endSessions, endSessionsItem, findTaken, getUser, markActivated, markTwoFactor, UniquenessConflict } from '../users/users.repository';
import { forgetPendingSignUp, pendingSignUpDelete, recordPendingSignUp } from './pending-sign-ups.repository';
import { checkLinkToken, completeReset, consumeLinkToken, recordUsedActivation, wasActivationUsed } from './tokens.repository';

export type Registration = z.output<typeof registerBodySchema>;

const conflict = (field: 'email' | 'rut' | 'uid') =>
  new HttpError(409, field === 'rut' ? 'rut-already-in-use' : 'email-already-in-use');

/** Who an account is, whatever way it registers: a person's or a company's fields of the document. */
type NewAccount = Pick<UserDocument, 'firstName' | 'lastName' | 'rut' | 'birthDate' | 'userType' | 'signupIntent' | 'company'>;

const personOf = (registration: Pick<Registration, 'firstName' | 'lastName' | 'rut' | 'birthDate' | 'signupIntent'>): NewAccount => ({
  firstName: registration.firstName,
  lastName: registration.lastName,
  rut: registration.rut,
  birthDate: registration.birthDate,
  userType: 'client',
  ...(registration.signupIntent ? { signupIntent: registration.signupIntent } : {}),
});

/** A company's document: the contact person's names, the company's RUT, no birth date. */
const companyOf = (registration: GoogleCompanyRegistration): NewAccount => ({
  firstName: registration.contactFirstName,
  lastName: registration.contactLastName,
  rut: registration.rut,
  birthDate: '',
  userType: 'enterprise',
  signupIntent: 'enterprise',
  company: { legalName: registration.legalName, comuna: registration.comuna, region: registration.region, contactPhone: registration.contactPhone },
});

/** The document's fields, with the set ones of the new account and none left undefined. */
const documentOf = (account: NewAccount, fields: Pick<UserDocument, 'uid' | 'email' | 'createdAt' | 'activated' | 'provider'> & { activatedAt?: string }): UserDocument => ({
  uid: fields.uid,
  firstName: account.firstName,
  lastName: account.lastName,
  rut: account.rut,
  birthDate: account.birthDate,
  email: fields.email,
  userType: account.userType,
  uniqueChileanPasswordConnection: false,
  socialHomeRegister: false,
  createdAt: fields.createdAt,
  activated: fields.activated,
  ...(fields.activatedAt ? { activatedAt: fields.activatedAt } : {}),
  provider: fields.provider,
  ...(account.signupIntent ? { signupIntent: account.signupIntent } : {}),
  ...(account.company ? { company: account.company } : {}),
});

/**
 * Registers an account with e-mail and password: a pending sign-up first (so that the hourly job
 * finds the account if nothing else of it is ever written), the Cognito account, then the document
 * with its e-mail and RUT claims in one transaction that also removes the pending sign-up; if that
 * fails the account is removed again, so nothing is left half made. `UserRegistered` makes the
 * welcome mail with its activation link.
 */
const registerWithPassword = async (account: NewAccount, credentials: { email: string; password: string }, options: { activated?: boolean; returnTo?: string }): Promise<UserDocument> => {
  const taken = await findTaken(credentials.email, account);
  if (taken.email) throw conflict('email');
  if (taken.rut) throw conflict('rut');

  const pending = await recordPendingSignUp('password', credentials.email, new Date());
  const uid = await createAccount({ email: credentials.email, password: credentials.password, firstName: account.firstName, lastName: account.lastName, emailVerified: options.activated ?? false });
  const user = documentOf(account, { uid, email: credentials.email, createdAt: new Date().toISOString(), activated: options.activated ?? false, provider: 'password' });
  try {
    // The document, its claims and its event in one transaction: all or nothing.
    const context = { ...(user.signupIntent ? { signupIntent: user.signupIntent } : {}), ...(options.returnTo ? { returnTo: options.returnTo } : {}) };
    await createUser(user, outboxWrite('UserRegistered', { uid, provider: 'password', ...context, at: user.createdAt }), [pendingSignUpDelete(pending)]);
  } catch (error) {
    await deleteAccount(credentials.email);
    await forgetPendingSignUp(pending);
    throw error instanceof UniquenessConflict ? conflict(error.field) : error;
  }
  return user;
};

/** A person's account (`client`), from the register screen; its activation link leads back to `returnTo`, if any. */
export const registerClient = (registration: Registration, options: { activated?: boolean } = {}): Promise<UserDocument> =>
  registerWithPassword(personOf(registration), registration, { ...options, ...(registration.returnTo ? { returnTo: registration.returnTo } : {}) });

/** A company's account (`enterprise`), from `/register?role=enterprise`: activated by mail as a person's. */
export const registerCompany = (registration: CompanyRegistration, options: { activated?: boolean } = {}): Promise<UserDocument> => registerWithPassword(companyOf(registration), registration, options);

export type GoogleRegistration = z.output<typeof googleRegisterBodySchema>;

/**
 * Completes the registration of a Google account that exists in Cognito: the document with its
 * e-mail and RUT claims in one transaction, as for e-mail registration. The e-mail is the one
 * Google vouched for (from the token); the account is activated at once, and `UserRegistered`
 * with provider google makes the welcome mail without an activation link.
 */
const registerWithGoogle = async (identity: { uid: string; email: string }, account: NewAccount): Promise<UserDocument> => {
  const taken = await findTaken(identity.email, account);
  if (taken.email) throw conflict('email');
  if (taken.rut) throw conflict('rut');

  const now = new Date().toISOString();
  const user = documentOf(account, { uid: identity.uid, email: identity.email, createdAt: now, activated: true, activatedAt: now, provider: 'google' });
  try {
    await createUser(user, outboxWrite('UserRegistered', { uid: user.uid, provider: 'google', ...(user.signupIntent ? { signupIntent: user.signupIntent } : {}), at: now }));
  } catch (error) {
    if (error instanceof UniquenessConflict) throw error.field === 'uid' ? new HttpError(409, 'already-registered') : conflict(error.field);
    throw error;
  }
  return user;
};

export const registerGoogleClient = (identity: { uid: string; email: string }, registration: GoogleRegistration): Promise<UserDocument> => registerWithGoogle(identity, personOf(registration));

export const registerGoogleCompany = (identity: { uid: string; email: string }, registration: GoogleCompanyRegistration): Promise<UserDocument> => registerWithGoogle(identity, companyOf(registration));

const linkError = (reason: 'invalid' | 'expired') => new HttpError(400, reason === 'expired' ? 'expired-link' : 'invalid-link');

/**
 * Activates an account with its link's token. An active account answers `already` only to the
 * link that activated it; to any other token it answers like an unknown uid (invalid-link), so
 * that nobody learns which uids exist.
 */
export const activateAccount = async (uid: string, token: string): Promise<'activated' | 'already'> => {
  const user = await getUser(uid);
  if (!user) throw linkError('invalid');
  if (user.activated) {
    if (await wasActivationUsed(uid, token)) return 'already';
    throw linkError('invalid');
  }
  const consumed = await consumeLinkToken('activation', uid, token);
  if (!consumed.ok) throw linkError(consumed.reason);
  await recordUsedActivation(uid, consumed.tokenHash);
  await markEmailVerified(user.email);
  if (!(await markActivated(uid, outboxWrite('UserActivated', { uid, at: new Date().toISOString() })))) return 'already';
  return 'activated';
};

/**
 * Sets a new password with a reset link's token. The token is used up only once Cognito accepted
 * the password (a refused password keeps the link usable); then every session ends, and the
 * answer waits for the next second so that signing in with the new password is a new session.
 */
export const resetPassword = async (uid: string, token: string, newPassword: string): Promise<void> => {
  const user = await getUser(uid);
  if (!user || user.provider === 'google') throw linkError('invalid');
  const checked = await checkLinkToken('reset', uid, token);
  if (!checked.ok) throw linkError(checked.reason);
  await setPassword(user.email, newPassword);
  // The link's use, the end of the sessions and the PasswordChanged event (mail, audit) in one transaction.
  const endedAt = Date.now();
  const completed = await completeReset(uid, checked.tokenHash, endSessionsItem(uid, endedAt), outboxWrite('PasswordChanged', { uid, resetId: checked.tokenHash, at: new Date(endedAt).toISOString() }));
  if (!completed) throw linkError('invalid');
  // Cognito's own sign-out (refresh tokens) is idempotent; the API already refuses every older token.
  await signOutEverywhere(user.email);
  await waitForNextSecond(endedAt);
};

/**
 * POST /api/auth/sign-out: every token of the account issued until now is refused (cognito-local
 * has no GlobalSignOut; in AWS the refresh tokens are revoked too). It answers once the second is
 * over, so that a sign-in right after it is a new session.
 */
export const signOut = async (caller: { uid: string; username: string }): Promise<void> => {
  const at = await endSessions(caller.uid);
  await signOutEverywhere(caller.username);
  if (at !== undefined) await waitForNextSecond(at);
};

/**
 * Turns the caller's second factor on (Cognito first: it refuses a code that was never confirmed) or off.
 * An admin cannot go without it: the admin routes refuse an admin whose document lacks the mark
 * (lib/account-status.ts). The document follows Cognito, so that the two never disagree for long.
 */
export const setTwoFactor = async (caller: { uid: string; username: string }, document: Readonly<Record<string, unknown>>, enabled: boolean): Promise<void> => {
  // Cognito asks no code of a federated sign-in: Google's own second factor applies there.
  if (document.provider === 'google') throw new HttpError(409, 'two-factor-google');
  if (!enabled && document.userType === 'admin') throw new HttpError(403, 'two-factor-admin-required');
  await setTotpMfa(caller.username, enabled);
  if ((document.twoFactor === 'totp') === enabled) return;
  await markTwoFactor(caller.uid, enabled, outboxWrite('TwoFactorChanged', { uid: caller.uid, enabled, at: new Date().toISOString() }));
};

/** The account behind an e-mail, if it has both a Cognito user and a document. */
export const findRegisteredAccount = async (email: string): Promise<UserDocument | undefined> => {
  const account = await findAccountByEmail(email);
  return account ? getUser(account.uid) : undefined;
};
