import { planMonths, type Payment, type PaymentStatus, type Plan, type Subscription } from '../../shared/admin';
import { parseIsoDate, todayInChile, toIsoDate, type CalendarDate } from '../../shared/age';
import { addMonths, BILLING_WINDOW_LAST_DAY, periodEndFor } from '../../shared/billing';

export { addMonths, BILLING_WINDOW_LAST_DAY, periodEndFor };

/**
 * The terms' billing rules (spec §1, §9), as pure functions of a subscription and a date:
 * - charges happen automatically in the first five days of each month (Chile's calendar);
 * - a renewal falls due in the month its period ends: a period ending on 2026-07-15 is charged on 1–5 July;
 * - a failed charge makes the subscription past_due; it is retried on the following days of the window;
 * - a subscription unpaid for five days is cancelled.
 */
export const PAST_DUE_GRACE_DAYS = 5;

/**
 * Chile's tax law (Código Tributario, art. 17 and 200) keeps the records behind a sale for six
 * years: the payments outlive the account that long, anonymised, then the table's TTL removes them.
 */
export const PAYMENT_RETENTION_YEARS = 6;

/** When an erased account's payments go (epoch seconds, the table's TTL): the retention period from `now`. */
export const retentionEnd = (now: Date): number => Math.floor(Date.UTC(now.getUTCFullYear() + PAYMENT_RETENTION_YEARS, now.getUTCMonth(), now.getUTCDate()) / 1000);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A charge sent to the provider whose result is not written yet (the run stopped, or no answer came). */
export interface PendingCharge {
  buyOrder: string;
  amountClp: number;
  /** ISO timestamp of the attempt. */
  at: string;
  /** ISO timestamp of its last sending (the attempt's, or a resend's, each claimed before it is sent). */
  sentAt?: string;
  /** The card it was sent to, for its receipt: a card changed meanwhile is not the one charged. */
  card?: { cardType: string; last4: string };
}

/** What the job keeps beside the shared Subscription: the card, the day of the last charge, a charge in flight. */
export type StoredSubscription = Subscription & {
  /** The inscribed card (Oneclick): the provider's token, never the number. */
  card?: { username: string; tbkUser: string; cardType: string; last4: string };
  /** `YYYY-MM-DD` of the last charge attempt: one attempt a day, whatever runs the job. */
  lastAttemptDate?: string;
  /** Set before the provider is called, cleared with the payment's write: a rerun settles it by `status`, never charges again. */
  pendingCharge?: PendingCharge;
  /** Seeded locally (infra/local/seed-users.ts) without a card: the job never charges it. */
  demo?: boolean;
  /** The user cancelled: the job cancels it at the period's end instead of charging. */
  cancelAtPeriodEnd?: boolean;
  /** The `currentPeriodEnd` whose renewal notice was sent: one notice a period. */
  renewalNoticeFor?: string;
};

export const yearMonth = (date: CalendarDate | string): string => (typeof date === 'string' ? date.slice(0, 7) : toIsoDate(date).slice(0, 7));

/** The day of the month a subscription's periods start on: its first charge's day in Chile. */
export const anchorDayOf = (subscription: Pick<Subscription, 'createdAt' | 'currentPeriodStart'>): number => {
  const created = Date.parse(subscription.createdAt);
  return Number.isNaN(created) ? (parseIsoDate(subscription.currentPeriodStart)?.day ?? 1) : todayInChile(new Date(created)).day;
};

/**
 * The end of the period that starts on `start`, anchored to the subscription's first day: a plan
 * taken on 31 August renews on 28 February, then on 31 August again, never drifting to the 28th.
 */
export const anchoredPeriodEnd = (plan: Plan, start: string, anchorDay: number): string => {
  const end = parseIsoDate(addMonths(start, planMonths[plan]));
  if (!end) throw new Error(`Not an ISO date: ${start}`);
  const lastDay = new Date(Date.UTC(end.year, end.month, 0)).getUTCDate();
  return toIsoDate({ ...end, day: Math.min(anchorDay, lastDay) });
};

export const isInBillingWindow = (today: CalendarDate): boolean => today.day <= BILLING_WINDOW_LAST_DAY;

/** The month whose first five days charge this subscription's renewal. */
export const renewalMonthOf = (subscription: Pick<Subscription, 'currentPeriodEnd'>): string => yearMonth(subscription.currentPeriodEnd);

/** Due: not cancelled, and the renewal's month has come (or passed, for a run that was missed). */
export const isRenewalDue = (subscription: Pick<Subscription, 'status' | 'currentPeriodEnd'>, today: CalendarDate): boolean =>
  subscription.status !== 'cancelled' && renewalMonthOf(subscription) <= yearMonth(today);

/**
 * Unpaid for long enough to suspend: five days after the first failed charge, and five days after
 * the payment was due (the period's end, in Chile's calendar): a renewal charged early in the
 * month that fails never takes a paid day away.
 */
export const isUnpaidTooLong = (subscription: Pick<Subscription, 'status' | 'pastDueSince' | 'currentPeriodEnd'>, now: Date): boolean => {
  if (subscription.status !== 'past_due' || subscription.pastDueSince === undefined) return false;
  if (now.getTime() - Date.parse(subscription.pastDueSince) < PAST_DUE_GRACE_DAYS * DAY_MS) return false;
  const due = parseIsoDate(subscription.currentPeriodEnd);
  if (!due) return true;
  const suspendFrom = toIsoDate(todayInChile(new Date(Date.UTC(due.year, due.month - 1, due.day, 12) + PAST_DUE_GRACE_DAYS * DAY_MS)));
  return toIsoDate(todayInChile(now)) >= suspendFrom;
};

/** A charge Transbank has no record of may still be on its way for this long (the SDK's timeout is shorter). */
export const IN_FLIGHT_MS = 2 * 60 * 1000;
/**
 * A charge Transbank still has no record of after this long never reached it: it is recorded as
 * failed and never sent again, so that no charge stays pending for ever (the subscription neither
 * charged nor cancelled, a first payment "en verificación" for good).
 */
export const PENDING_CHARGE_MAX_AGE_MS = 60 * 60 * 1000;
/** A charge pending this long means Transbank cannot be asked: the billing run raises its alarm. */
export const PENDING_CHARGE_ALARM_MS = 24 * 60 * 60 * 1000;

/**
 * What to do with a pending charge whose buy order Transbank does not know: wait for it while its last
 * sending may still be in flight, send it again (same buy order, under a claim), or past the maximum
 * age of the attempt record it failed.
 */
export const unknownChargeAction = (pending: { at: string; sentAt?: string }, now: Date): 'wait' | 'resend' | 'fail' => {
  if (now.getTime() - Date.parse(pending.sentAt ?? pending.at) < IN_FLIGHT_MS) return 'wait';
  return now.getTime() - Date.parse(pending.at) > PENDING_CHARGE_MAX_AGE_MS ? 'fail' : 'resend';
};

/** Whether a charge Transbank does not know may still be on its way there. */
export const mayBeInFlight = (pending: { at: string; sentAt?: string }, now: Date): boolean => unknownChargeAction(pending, now) === 'wait';

export type BillingDecision = 'settle' | 'charge' | 'cancel' | 'end' | 'notify' | 'none';

/** How many days before its renewal can first be charged an annual plan's owner is told. */
export const RENEWAL_NOTICE_DAYS = 7;

/** The first day the renewal of a period ending on `periodEnd` can be charged, less the notice's days. */
export const renewalNoticeFrom = (periodEnd: string): string => {
  const first = parseIsoDate(`${periodEnd.slice(0, 7)}-01`);
  if (!first) throw new Error(`Not an ISO date: ${periodEnd}`);
  return new Date(Date.UTC(first.year, first.month - 1, first.day - RENEWAL_NOTICE_DAYS)).toISOString().slice(0, 10);
};

/**
 * An annual plan that will renew is announced from seven days before its renewal can be charged
 * (the 1st of the month its period ends) until that day, once a period. Semi-annual plans are not.
 */
export const isRenewalNoticeDue = (subscription: StoredSubscription, today: CalendarDate): boolean => {
  if (subscription.plan !== 'anual' || subscription.status === 'cancelled' || subscription.cancelAtPeriodEnd || subscription.demo) return false;
  if (subscription.renewalNoticeFor === subscription.currentPeriodEnd) return false;
  const day = toIsoDate(today);
  return day >= renewalNoticeFrom(subscription.currentPeriodEnd) && day < `${subscription.currentPeriodEnd.slice(0, 7)}-01`;
};

/**
 * The month whose renewals the job must also visit ahead of time, for their notice: the next month,
 * on the days that fall within the notice's reach of its first day; none otherwise.
 */
export const renewalNoticeMonth = (today: CalendarDate): string | undefined => {
  const next = addMonths(`${yearMonth(today)}-01`, 1);
  return toIsoDate(today) >= renewalNoticeFrom(next) ? yearMonth(next) : undefined;
};

/** The period a user cancelled has ended (its end day has come, in Chile). */
export const hasPeriodEnded = (subscription: Pick<Subscription, 'currentPeriodEnd'>, today: CalendarDate): boolean => subscription.currentPeriodEnd <= toIsoDate(today);

/**
 * What the daily job does to one subscription on `now` (`today` is Chile's date of `now`): settle a
 * charge left in flight first, then cancel what is unpaid for five days, end what the user cancelled
 * at its period's end, announce an annual renewal a week ahead, charge a renewal due in the window.
 * Demo subscriptions are never charged.
 */
export const decide = (subscription: StoredSubscription, today: CalendarDate, now: Date): BillingDecision => {
  if (subscription.status === 'cancelled') return 'none';
  if (subscription.pendingCharge) return 'settle';
  if (isUnpaidTooLong(subscription, now)) return 'cancel';
  if (subscription.cancelAtPeriodEnd) return hasPeriodEnded(subscription, today) ? 'end' : 'none';
  if (subscription.demo) return 'none';
  if (isRenewalNoticeDue(subscription, today)) return 'notify';
  if (!isInBillingWindow(today) || !isRenewalDue(subscription, today)) return 'none';
  if (subscription.lastAttemptDate === toIsoDate(today)) return 'none';
  return 'charge';
};

/**
 * The subscription after a charge of its renewal: paid starts the next period (at the old end, at
 * today's price) and clears any past due; failed makes it past_due from the first failure on.
 */
export const afterCharge = (subscription: StoredSubscription, status: PaymentStatus, amountClp: number, now: Date, today: CalendarDate): StoredSubscription => {
  const { pendingCharge: _settled, ...current } = subscription;
  const base = { ...current, updatedAt: now.toISOString(), lastAttemptDate: toIsoDate(today) };
  if (status === 'paid') {
    const { pastDueSince: _cleared, ...rest } = base;
    return {
      ...rest,
      status: 'active',
      priceClp: amountClp,
      currentPeriodStart: subscription.currentPeriodEnd,
      currentPeriodEnd: anchoredPeriodEnd(subscription.plan, subscription.currentPeriodEnd, anchorDayOf(subscription)),
    };
  }
  return { ...base, status: 'past_due', pastDueSince: subscription.pastDueSince ?? now.toISOString() };
};

export const afterCancel = (subscription: StoredSubscription, now: Date): StoredSubscription => {
  const { pastDueSince: _cleared, pendingCharge: _none, ...rest } = subscription;
  return { ...rest, status: 'cancelled', cancelledAt: now.toISOString(), updatedAt: now.toISOString() };
};

/** The payment record of a renewal charge: it pays for the period after the current one. */
export const renewalPayment = (subscription: StoredSubscription, status: PaymentStatus, amountClp: number, now: Date, buyOrder: string): Payment => ({
  uid: subscription.uid,
  id: buyOrder,
  buyOrder,
  plan: subscription.plan,
  amountClp,
  status,
  at: now.toISOString(),
  periodStart: subscription.currentPeriodEnd,
  periodEnd: anchoredPeriodEnd(subscription.plan, subscription.currentPeriodEnd, anchorDayOf(subscription)),
});

/**
 * What a paid charge's receipt keeps of the provider's answer and of the card it was sent to: the last
 * four digits are the charge's own (Transbank's `card_detail`), the type the inscription's (a charge's
 * answer has none).
 */
export const receiptFacts = (
  charge: { outcome: PaymentStatus | 'unknown'; authorizationCode?: string; paymentTypeCode?: string; installments?: number; cardLast4?: string },
  card: { cardType: string; last4: string } | undefined,
): Pick<Payment, 'authorizationCode' | 'paymentTypeCode' | 'installments' | 'card'> => {
  if (charge.outcome !== 'paid') return {};
  const last4 = charge.cardLast4 ?? card?.last4;
  return {
    ...(charge.authorizationCode ? { authorizationCode: charge.authorizationCode } : {}),
    ...(charge.paymentTypeCode ? { paymentTypeCode: charge.paymentTypeCode } : {}),
    ...(charge.installments !== undefined ? { installments: charge.installments } : {}),
    ...(card && last4 ? { card: { cardType: card.cardType, last4 } } : {}),
  };
};
