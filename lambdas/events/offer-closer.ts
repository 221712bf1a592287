import { closeCompanyOffers } from '../internships/company-erasure.service';
import { consumer } from '../lib/consumer';

/**
 * Closes a deleted company's offers (company-erasure.service.ts): each not closed yet becomes
 * cerrada with its OfferStatusChanged event (reason `account-erased`), which tells its applicants.
 * A person has no offers: the byCompany Query finds none. A redelivery finds them closed already.
 */
export const handler = consumer({
  AdminUserDeleted: async ({ uid, actor }) => {
    await closeCompanyOffers(uid, actor);
  },
});
