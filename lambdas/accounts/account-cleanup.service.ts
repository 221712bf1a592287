import { ORPHAN_FEDERATED_ACCOUNT_MAX_AGE_MS } from '../../shared/federation';
import { logger } from '../lib/logger';
import { outboxWrite } from '../lib/events';
import { deleteAccount, deleteAccountByUsername, getAccountByUsername, listPasswordAccounts, type PoolAccount } from '../users/cognito.repository';
import { listUnactivatedRegistrations, removeUnactivatedRegistration } from '../users/expired-registrations.repository';
import { getUser } from '../users/users.repository';
import { forgetPendingGoogleSignUp, listPendingGoogleSignUpsBefore } from './pending-sign-ups.repository';
import { deleteLinkTokens } from './tokens.repository';

/**
 * The hourly clean-up of accounts that nobody can use (the job jobs/clean-up-accounts):
 *   - federated accounts that never completed their registration within 24 hours;
 *   - e-mail accounts whose document was never written (a crash between creating the Cognito
 *     user and the registration's transaction), after an hour;
 *   - registrations never activated within 7 days: their RUT and e-mail are released, the
 *     account removed, and the address told so.
 */
export const ORPHAN_PASSWORD_ACCOUNT_MAX_AGE_MS = 60 * 60 * 1000;
export const UNACTIVATED_REGISTRATION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface CleanUpCount {
  checked: number;
  removed: number;
}

/** Removes the accounts older than `maxAgeMs` that have no user document. */
const removeAccountsWithoutDocument = async (accounts: AsyncGenerator<PoolAccount>, maxAgeMs: number, now: Date): Promise<CleanUpCount> => {
  const cutoff = now.getTime() - maxAgeMs;
  let checked = 0;
  let removed = 0;
  for await (const account of accounts) {
    checked += 1;
    if (!account.createdAt || account.createdAt.getTime() > cutoff) continue;
    if (await getUser(account.uid)) continue;
    await deleteAccountByUsername(account.username);
    removed += 1;
    logger.info('Removed an account without a document', { uid: account.uid, federated: account.federated, createdAt: account.createdAt.toISOString() });
  }
  return { checked, removed };
};

/**
 * Federated accounts older than 24 hours that never completed their registration (no user
 * document). It reads the pending Google sign-ups the pre-sign-up trigger recorded
 * (pending-sign-ups.repository.ts), never the whole pool; each entry is forgotten once handled.
 * Linked accounts are e-mail accounts, never recorded, never removed here.
 */
export const removeOrphanFederatedAccounts = async (now: Date = new Date()): Promise<CleanUpCount> => {
  const cutoff = new Date(now.getTime() - ORPHAN_FEDERATED_ACCOUNT_MAX_AGE_MS);
  let checked = 0;
  let removed = 0;
  for await (const pending of listPendingGoogleSignUpsBefore(cutoff)) {
    checked += 1;
    const account = await getAccountByUsername(pending.username);
    if (account?.federated && !(await getUser(account.uid))) {
      await deleteAccountByUsername(account.username);
      removed += 1;
      logger.info('Removed an orphan federated account', { uid: account.uid, since: pending.at });
    }
    await forgetPendingGoogleSignUp(pending);
  }
  return { checked, removed };
};

export const removeOrphanPasswordAccounts = (now: Date = new Date()): Promise<CleanUpCount> =>
  removeAccountsWithoutDocument(listPasswordAccounts(), ORPHAN_PASSWORD_ACCOUNT_MAX_AGE_MS, now);

/**
 * Registrations never activated within 7 days. The document and its claims go first, in one
 * transaction that holds only while the registration is still unactivated and that carries the
 * RegistrationExpired event (the mailer sends its mail): an activation at that moment keeps the
 * account and gets no mail. Then the Cognito account and the link tokens. A crash after the
 * transaction leaves a Cognito account without a document, which the orphan rule above removes.
 */
export const removeExpiredRegistrations = async (now: Date = new Date()): Promise<CleanUpCount> => {
  let checked = 0;
  let removed = 0;
  for await (const user of listUnactivatedRegistrations(new Date(now.getTime() - UNACTIVATED_REGISTRATION_MAX_AGE_MS))) {
    checked += 1;
    const expired = outboxWrite('RegistrationExpired', { uid: user.uid, email: user.email, firstName: user.firstName, at: now.toISOString() });
    if (!(await removeUnactivatedRegistration(user, expired))) continue;
    await deleteAccount(user.email);
    await deleteLinkTokens(user.uid);
    removed += 1;
    logger.info('Removed a registration never activated', { uid: user.uid, createdAt: user.createdAt });
  }
  return { checked, removed };
};
