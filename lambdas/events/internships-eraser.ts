import { closeCompanyOffers } from '../internships/company-erasure.service';
import { consumer } from '../lib/consumer';
import { eraseStudent } from '../students/student-erasure.service';

/**
 * The internships half of an account's erasure, one consumer of the deletion's own event (one
 * function: the stack stays under CloudFormation's 500 resources). A company's offers not closed yet
 * become cerrada with their OfferStatusChanged events (reason `account-erased`), which tell their
 * applicants (company-erasure.service.ts); a student's applications are withdrawn and their profile
 * and CVs deleted (student-erasure.service.ts). A person has no offers and a company no
 * applications: each Query finds none. A redelivery finds nothing left to do.
 */
export const handler = consumer({
  AdminUserDeleted: async ({ uid, actor }) => {
    await closeCompanyOffers(uid, actor);
    await eraseStudent(uid);
  },
  RegistrationExpired: async ({ uid }) => {
    await eraseStudent(uid);
  },
});
