import type { StoredSubscription } from '../billing/billing.rules';
import { billItem, billingWalks, readBillingPage } from '../billing/billing-walk.service';
import type { PaymentGateway } from '../billing/payment-gateway';
import { emptyRunResult, type BillingRunResult } from '../billing/renewal-charge.service';

/** A semestral subscription in force, paid by an enrolled card, renewing on the 15th of June and December. */
export const aSubscription = (uid = 'user-1', overrides: Partial<StoredSubscription> = {}): StoredSubscription => ({
  uid,
  plan: 'semestral',
  status: 'active',
  priceClp: 29_990,
  card: { username: uid, tbkUser: `tbk-${uid}`, cardType: 'Visa', last4: '6623' },
  currentPeriodStart: '2026-06-15',
  currentPeriodEnd: '2026-12-15',
  createdAt: '2026-06-15T12:00:00.000Z',
  updatedAt: '2026-06-15T12:00:00.000Z',
  ...overrides,
});

/**
 * The billing day at `at` as the job runs it, for unit tests with mocked clients: each walk's pages
 * (all of them), then each item as the worker bills it; the queue between them aside (the integration
 * tests run the queue). Answers the items' results added up.
 */
export const billingDayThroughItems = async (at: Date, gateway: PaymentGateway): Promise<BillingRunResult> => {
  const total = emptyRunResult();
  for (const walk of billingWalks(at)) {
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await readBillingPage(walk, cursor);
      for (const item of page.items) {
        const result = await billItem(item, gateway);
        for (const key of Object.keys(total) as (keyof BillingRunResult)[]) total[key] += result[key];
      }
      cursor = page.next;
    } while (cursor);
  }
  return total;
};
