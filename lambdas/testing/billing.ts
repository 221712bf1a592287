import type { StoredSubscription } from '../billing/billing.rules';

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
