import { eraseBilling } from '../billing/billing-erasure.service';
import { ORPHAN_FEDERATED_ACCOUNT_MAX_AGE_MS } from '../../shared/federation';
import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { deleteAccount, deleteAccountByUsername, getAccountByUsername } from '../users/cognito.repository';
import { farewellPut, listUnactivatedRegistrations, removeUnactivatedRegistration } from '../users/expired-registrations.repository';
import { getUser, type StoredUser } from '../users/users.repository';
import { forgetPendingSignUp, listPendingSignUpsBefore, pendingSignUpPut, type PendingSignUp, type SignUpKind } from './pending-sign-ups.repository';
import { deleteLinkTokens } from './tokens.repository';

/**
 * The hourly clean-up of accounts that nobody can use (the job jobs/clean-up-accounts):
 *   - federated accounts that never completed their registration within 24 hours;
 *   - e-mail accounts whose document was never written (a crash between creating the Cognito
 *     user and the registration's transaction), after an hour;
 *   - registrations never activated within 7 days: their RUT and e-mail are released, the
 *     account removed, and the address told so.
 * The first two read only the pending sign-ups recorded in the auth table
 * (pending-sign-ups.repository.ts), never a listing of the user pool.
 */
export const ORPHAN_PASSWORD_ACCOUNT_MAX_AGE_MS = 60 * 60 * 1000;
export const UNACTIVATED_REGISTRATION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface CleanUpCount {
  checked: number;
  removed: number;
}

/**
 * The pending sign-ups of this kind older than `maxAgeMs`: an account of that kind with no user
 * document is removed; each entry is forgotten once handled. (A Google entry may name an e-mail
 * account it was linked to: never removed here; a completed registration removed its entry itself.)
 */
const removeUnregistered = async (kind: SignUpKind, maxAgeMs: number, now: Date): Promise<CleanUpCount> => {
  let checked = 0;
  let removed = 0;
  for await (const pending of listPendingSignUpsBefore(kind, new Date(now.getTime() - maxAgeMs))) {
    checked += 1;
    if (await removeIfNeverRegistered(pending)) removed += 1;
  }
  return { checked, removed };
};

/** The cutoff of a kind of pending sign-up: entries older than this are handled. */
export const pendingSignUpCutoff = (kind: SignUpKind, now: Date): Date =>
  new Date(now.getTime() - (kind === 'google' ? ORPHAN_FEDERATED_ACCOUNT_MAX_AGE_MS : ORPHAN_PASSWORD_ACCOUNT_MAX_AGE_MS));

/**
 * One pending sign-up past its cutoff: its account of that kind with no user document is removed;
 * the entry is forgotten once handled. True when an account was removed. Safe to run twice.
 */
export const removeIfNeverRegistered = async (pending: PendingSignUp): Promise<boolean> => {
  const account = await getAccountByUsername(pending.username);
  let removed = false;
  if (account && account.federated === (pending.kind === 'google') && !(await getUser(account.uid))) {
    await deleteAccountByUsername(account.username);
    removed = true;
    logger.info('Removed an account never registered', { uid: account.uid, kind: pending.kind, since: pending.at });
  }
  await forgetPendingSignUp(pending);
  return removed;
};

export const removeOrphanFederatedAccounts = (now: Date = new Date()): Promise<CleanUpCount> => removeUnregistered('google', ORPHAN_FEDERATED_ACCOUNT_MAX_AGE_MS, now);

export const removeOrphanPasswordAccounts = (now: Date = new Date()): Promise<CleanUpCount> => removeUnregistered('password', ORPHAN_PASSWORD_ACCOUNT_MAX_AGE_MS, now);

/**
 * Registrations never activated within 7 days. The document and its claims go first, in one
 * transaction that holds only while the registration is still unactivated and that carries the
 * RegistrationExpired event (the mailer sends its mail): an activation at that moment keeps the
 * account and gets no mail. Before it, the account's billing is erased (billing-erasure.service.ts).
 * Then the Cognito account and the link tokens. The transaction also
 * records a pending sign-up of the address: a crash after it leaves a Cognito account without a
 * document, which the password rule above then removes.
 */
export const removeExpiredRegistrations = async (now: Date = new Date()): Promise<CleanUpCount> => {
  let checked = 0;
  let removed = 0;
  for await (const user of listUnactivatedRegistrations(unactivatedCutoff(now))) {
    checked += 1;
    if (await removeExpiredRegistration(user, now)) removed += 1;
  }
  return { checked, removed };
};

/** Registrations created before this and still unactivated are removed. */
export const unactivatedCutoff = (now: Date): Date => new Date(now.getTime() - UNACTIVATED_REGISTRATION_MAX_AGE_MS);

/**
 * The registration of `uid`, read again by key (the job's messages carry ids only, never the document):
 * removed as below if it is still a password registration never activated and older than the cutoff.
 */
export const removeExpiredRegistrationOf = async (uid: string, now: Date): Promise<boolean> => {
  const user = await getUser(uid);
  if (!user || user.activated || user.provider !== 'password' || user.createdAt >= unactivatedCutoff(now).toISOString()) return false;
  return removeExpiredRegistration(user, now);
};

/** One registration never activated, removed as above; false when it was activated meanwhile (or removed already). */
export const removeExpiredRegistration = async (user: StoredUser, now: Date): Promise<boolean> => {
  // Ids only in the event: the address waits in the farewell record, which the mailer deletes.
  const expired = outboxWrite('RegistrationExpired', { uid: user.uid, at: now.toISOString() });
  const { pending, Put } = pendingSignUpPut('password', user.email, now);
  // Before the document goes, so that a failure is retried by the next run: no charge outlives the account.
  await eraseBilling(user.uid, now);
  if (!(await removeUnactivatedRegistration(user, expired, [{ Put }, farewellPut(user, now)]))) return false;
  await deleteAccount(user.email);
  await forgetPendingSignUp(pending);
  await deleteLinkTokens(user.uid);
  logger.info('Removed a registration never activated', { uid: user.uid, createdAt: user.createdAt });
  return true;
};
