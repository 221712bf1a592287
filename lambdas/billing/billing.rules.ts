import { planMonths, type Payment, type PaymentStatus, type Plan, type Subscription } from '../../shared/admin';
import { parseIsoDate, toIsoDate, type CalendarDate } from '../../shared/age';

/**
 * The terms' billing rules (spec §1, §9), as pure functions of a subscription and a date:
 * - charges happen automatically in the first five days of each month (Chile's calendar);
 * - a renewal falls due in the month its period ends: a period ending on 2026-07-15 is charged on 1–5 July;
 * - a failed charge makes the subscription past_due; it is retried on the following days of the window;
 * - a subscription unpaid for five days is cancelled.
 */
export const BILLING_WINDOW_LAST_DAY = 5;
export const PAST_DUE_GRACE_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the job keeps beside the shared Subscription: a local flag of the seed and the day of the last charge. */
export type StoredSubscription = Subscription & {
  /** The simulated gateway declines this subscription's charges (seeded, ~3 %). */
  simulateFailure?: boolean;
  /** `YYYY-MM-DD` of the last charge attempt: one attempt a day, whatever runs the job. */
  lastAttemptDate?: string;
};

export const yearMonth = (date: CalendarDate | string): string => (typeof date === 'string' ? date.slice(0, 7) : toIsoDate(date).slice(0, 7));

/** `YYYY-MM-DD` plus whole months; the 31st becomes the month's last day when the month is shorter. */
export const addMonths = (isoDate: string, months: number): string => {
  const date = parseIsoDate(isoDate);
  if (!date) throw new Error(`Not an ISO date: ${isoDate}`);
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return toIsoDate({ year, month, day: Math.min(date.day, lastDay) });
};

export const periodEndFor = (plan: Plan, start: string): string => addMonths(start, planMonths[plan]);

export const isInBillingWindow = (today: CalendarDate): boolean => today.day <= BILLING_WINDOW_LAST_DAY;

/** The month whose first five days charge this subscription's renewal. */
export const renewalMonthOf = (subscription: Pick<Subscription, 'currentPeriodEnd'>): string => yearMonth(subscription.currentPeriodEnd);

/** Due: not cancelled, and the renewal's month has come (or passed, for a run that was missed). */
export const isRenewalDue = (subscription: Pick<Subscription, 'status' | 'currentPeriodEnd'>, today: CalendarDate): boolean =>
  subscription.status !== 'cancelled' && renewalMonthOf(subscription) <= yearMonth(today);

/** Past due for five days or more. */
export const isUnpaidTooLong = (subscription: Pick<Subscription, 'status' | 'pastDueSince'>, now: Date): boolean =>
  subscription.status === 'past_due' && subscription.pastDueSince !== undefined && now.getTime() - Date.parse(subscription.pastDueSince) >= PAST_DUE_GRACE_DAYS * DAY_MS;

export type BillingDecision = 'charge' | 'cancel' | 'none';

/** What the daily job does to one subscription on `now` (`today` is Chile's date of `now`). */
export const decide = (subscription: StoredSubscription, today: CalendarDate, now: Date): BillingDecision => {
  if (subscription.status === 'cancelled') return 'none';
  if (isUnpaidTooLong(subscription, now)) return 'cancel';
  if (!isInBillingWindow(today) || !isRenewalDue(subscription, today)) return 'none';
  if (subscription.lastAttemptDate === toIsoDate(today)) return 'none';
  return 'charge';
};

/**
 * The subscription after a charge of its renewal: paid starts the next period (at the old end, at
 * today's price) and clears any past due; failed makes it past_due from the first failure on.
 */
export const afterCharge = (subscription: StoredSubscription, status: PaymentStatus, amountClp: number, now: Date, today: CalendarDate): StoredSubscription => {
  const base = { ...subscription, updatedAt: now.toISOString(), lastAttemptDate: toIsoDate(today) };
  if (status === 'paid') {
    const { pastDueSince: _cleared, ...rest } = base;
    return { ...rest, status: 'active', priceClp: amountClp, currentPeriodStart: subscription.currentPeriodEnd, currentPeriodEnd: periodEndFor(subscription.plan, subscription.currentPeriodEnd) };
  }
  return { ...base, status: 'past_due', pastDueSince: subscription.pastDueSince ?? now.toISOString() };
};

export const afterCancel = (subscription: StoredSubscription, now: Date): StoredSubscription => {
  const { pastDueSince: _cleared, ...rest } = subscription;
  return { ...rest, status: 'cancelled', cancelledAt: now.toISOString(), updatedAt: now.toISOString() };
};

/** The payment record of a renewal charge: it pays for the period after the current one. */
export const renewalPayment = (subscription: StoredSubscription, status: PaymentStatus, amountClp: number, now: Date, today: CalendarDate): Payment => ({
  uid: subscription.uid,
  id: `${subscription.currentPeriodEnd}_${toIsoDate(today)}`,
  plan: subscription.plan,
  amountClp,
  status,
  at: now.toISOString(),
  periodStart: subscription.currentPeriodEnd,
  periodEnd: periodEndFor(subscription.plan, subscription.currentPeriodEnd),
});
