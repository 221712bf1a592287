import { deleteLinkTokens } from '../accounts/tokens.repository';
import { deleteClaims } from '../claims/claims.repository';
import { closeCompanyOffers, eraseCompanyOffers, eraseCompanyPage } from '../internships/company-erasure.service';
import { forgetReporter } from '../internships/report-erasure.repository';
import { consumer } from '../lib/consumer';
import { forgetRequests } from '../lib/rate-limit.repository';
import { forgetMailClaims } from '../mail/mail.repository';
import { logger } from '../lib/logger';
import { eraseStudent } from '../students/student-erasure.service';
import { eraseCompanyThreads } from '../students/thread.service';
import { deleteSupportRecords } from '../support/support.repository';
import { deleteAccount, findAccountByUid, signOutEverywhere } from '../users/cognito.repository';
import { getUser } from '../users/users.repository';

/**
 * What is left of an account once its document is gone (an admin's deletion, a registration never
 * activated, a takeover by its e-mail's owner): its Cognito account (signed out first), its link
 * tokens and the links it used, its rate-limit counters and once-only mail claims, its support tickets and insurance requests, its benefit claims ("Ya postulé"); its internships half: a company's offers closed
 * (their applicants told), then deleted with their applications' threads and its public page, a student's applications withdrawn
 * with their threads, and profile, saved searches and CVs deleted; their reports of offers anonymised. The document's
 * removal wrote the event in its
 * own transaction, so this runs until it is done (the bus retries, then the dead-letter queue keeps
 * it) instead of being skipped when a request fails half-way. Every step is idempotent. A document
 * still there means the event is not about an erased account: nothing is touched.
 */
export const eraseAccountRemains = async (uid: string, actor?: string): Promise<'erased' | 'skipped'> => {
  if (await getUser(uid)) {
    logger.warn('An erasure event for an account that still has its document', { uid });
    return 'skipped';
  }
  const account = await findAccountByUid(uid);
  if (account) {
    await signOutEverywhere(account.username);
    await deleteAccount(account.username);
  }
  await deleteLinkTokens(uid);
  await forgetRequests(uid);
  await forgetMailClaims(uid);
  await deleteSupportRecords(uid);
  await deleteClaims(uid);
  // Only an admin deletes a company (the others are unactivated people's registrations). Its offers are
  // found through its index, which loses each one as it goes: threads first, the offers last.
  if (actor) {
    await closeCompanyOffers(uid, actor);
    await eraseCompanyThreads(uid);
    await eraseCompanyOffers(uid);
  }
  // A company page can exist before its account is activated (its editor makes it): erased whoever erases.
  await eraseCompanyPage(uid);
  await eraseStudent(uid);
  await forgetReporter(uid);
  return 'erased';
};

export const handler = consumer({
  AdminUserDeleted: async ({ uid, actor }) => {
    await eraseAccountRemains(uid, actor);
  },
  RegistrationExpired: async ({ uid }) => {
    await eraseAccountRemains(uid);
  },
  RegistrationTakenOver: async ({ uid }) => {
    await eraseAccountRemains(uid);
  },
});
