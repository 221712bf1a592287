import { eraseBilling } from '../billing/billing-erasure.service';
import { consumer } from '../lib/consumer';

/**
 * Erases a deleted user's billing (billing-erasure.service.ts): the subscription cancelled with its
 * event, the card's Oneclick inscription deleted, a pending first charge settled, the payments kept
 * anonymised. The deletion's transaction holds the AdminUserDeleted event, so this happens even if
 * Transbank fails at that moment (the bus retries, then the dead-letter queue keeps it), and the
 * admin API needs no Transbank client. Each step is conditional: a redelivery changes nothing.
 */
export const handler = consumer({
  AdminUserDeleted: async ({ uid }) => {
    await eraseBilling(uid, new Date());
  },
});
