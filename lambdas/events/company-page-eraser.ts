import { eraseCompanyPage } from '../internships/company-logos.service';
import { consumer } from '../lib/consumer';

/**
 * Erases a deleted company's public page: the page and its slug (free again) and its logos. The
 * deletion's transaction holds the event, so this runs until done (the bus retries, then the
 * dead-letter queue keeps it); what is already gone is a no-op, and an account without a page has
 * nothing to erase.
 */
export const handler = consumer({
  AdminUserDeleted: async ({ uid }) => {
    await eraseCompanyPage(uid);
  },
  RegistrationExpired: async ({ uid }) => {
    await eraseCompanyPage(uid);
  },
  RegistrationTakenOver: async ({ uid }) => {
    await eraseCompanyPage(uid);
  },
});
