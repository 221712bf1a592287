import type { PaidSubscriptionsKpi, Plan, SubscriptionStatus, UsersWithPlanKpi } from '../../shared/admin';
import { plans } from '../../shared/admin';
import { planPriceClp } from '../../shared/plans';
import { todayInChile, type CalendarDate } from '../../shared/age';
import { benefitStatuses, benefitStatusList, type BenefitCoverageKpi } from '../../shared/benefits/coverage';
import { benefitNames, isBenefitId } from '../../shared/benefits/ids';
import { billingKeys } from '../../shared/data/keys';
import type { EventDetail } from '../../shared/events';
import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { getUser } from '../users/users.repository';
import {
  applyCounterDeltas,
  markRenewalNoticed,
  readBenefitCoverageCounters,
  readPaymentCounters,
  readPlanCounters,
  readSubscriptionMonthCounters,
  replaceSubscription,
  type CounterDelta,
} from './billing.repository';
import { paymentMarkerId, subtractRefund } from './kpi-refund.repository';
import { afterCancel, decide, type StoredSubscription } from './billing.rules';
import type { PaymentGateway } from './payment-gateway';
import { chargeRenewal, statusChangeEvents, type BillingRunResult } from './renewal-charge.service';

// ---------------------------------------------------------------- KPI counters

const statusCounter: Partial<Record<SubscriptionStatus, 'active' | 'pastDue'>> = { active: 'active', past_due: 'pastDue' };

/** The counter changes of a payment: paid ones count, by the month (UTC) they were charged in. */
export const paymentDeltas = (payment: Pick<EventDetail<'PaymentRecorded'>, 'status' | 'amountClp' | 'at'>): CounterDelta[] =>
  payment.status === 'paid' ? [{ sk: billingKeys.paymentsMonth(payment.at.slice(0, 7)), add: { count: 1, revenue: payment.amountClp } }] : [];

/** The counter changes of a subscription's move between plans and statuses (cancelled counts nowhere), and of the month's churn. */
export const subscriptionDeltas = (change: Pick<EventDetail<'SubscriptionChanged'>, 'before' | 'after' | 'at'>): CounterDelta[] => {
  const add = new Map<Plan, Record<string, number>>();
  const bump = (side: { plan: Plan; status: SubscriptionStatus } | null, by: number) => {
    const counter = side && statusCounter[side.status];
    if (!side || !counter) return;
    const current = add.get(side.plan) ?? {};
    current[counter] = (current[counter] ?? 0) + by;
    add.set(side.plan, current);
  };
  bump(change.before, -1);
  bump(change.after, 1);
  const planDeltas = [...add.entries()].map(([plan, values]) => ({ sk: billingKeys.plan(plan), add: values }));
  // The churn's counters: a plan coming into force, or leaving it, in the month of the change.
  const inForce = (side: { status: SubscriptionStatus } | null) => side !== null && side.status !== 'cancelled';
  const started = !inForce(change.before) && inForce(change.after) ? 1 : 0;
  const ended = inForce(change.before) && !inForce(change.after) ? 1 : 0;
  return started + ended === 0 ? planDeltas : [...planDeltas, { sk: billingKeys.subscriptionsMonth(change.at.slice(0, 7)), add: { started, ended } }];
};

/**
 * Churn by month from the counters: walking back from today's plans in force, a month began with
 * those it ended with, less the ones started in it, plus the ones that ended in it.
 */
export const churnByMonth = (inForceNow: number, months: readonly { month: string; started: number; ended: number }[]): UsersWithPlanKpi['churn'] => {
  const churn: UsersWithPlanKpi['churn'] = [];
  let atEnd = inForceNow;
  for (const month of [...months].sort((a, b) => b.month.localeCompare(a.month))) {
    const inForceAtStart = Math.max(0, atEnd - month.started + month.ended);
    churn.unshift({ month: month.month, inForceAtStart, ended: month.ended, rate: inForceAtStart > 0 ? month.ended / inForceAtStart : null });
    atEnd = inForceAtStart;
  }
  return churn;
};

/** Once per payment, by its id: two events about one payment (a retried relay, a replayed outbox) count it once. */
export const applyPaymentToKpis = (payment: EventDetail<'PaymentRecorded'>) =>
  applyCounterDeltas(paymentMarkerId(payment.uid, payment.paymentId), paymentDeltas(payment), { month: payment.at.slice(0, 7), amountClp: payment.amountClp });
/**
 * An admin's refund takes its amount out of the revenue of the month its payment was counted in,
 * once per payment; a refund of a payment the counters never counted changes nothing.
 */
export const applyRefundToKpis = (action: EventDetail<'SubscriptionActionTaken'>): Promise<boolean> =>
  action.action === 'payment-refunded' && action.paymentId && action.amountClp ? subtractRefund(paymentMarkerId(action.uid, action.paymentId), action.amountClp) : Promise.resolve(false);
export const applySubscriptionChangeToKpis = (eventId: string, change: EventDetail<'SubscriptionChanged'>) => applyCounterDeltas(eventId, subscriptionDeltas(change));

/** GET /api/kpi/get-all-paid-subscriptions: one Query. */
export const paidSubscriptionsKpi = async (): Promise<PaidSubscriptionsKpi> => {
  const payments = (await readPaymentCounters()).filter((month) => month.count !== 0 || month.revenue !== 0).sort((a, b) => a.month.localeCompare(b.month));
  return {
    payments,
    totals: payments.reduce((totals, month) => ({ count: totals.count + month.count, revenue: totals.revenue + month.revenue }), { count: 0, revenue: 0 }),
  };
};

/** GET /api/kpi/get-all-users-with-plan: two Queries; every plan appears, with zeros if need be, and the churn by month. */
export const usersWithPlanKpi = async (): Promise<UsersWithPlanKpi> => {
  const [counters, months] = await Promise.all([readPlanCounters(), readSubscriptionMonthCounters()]);
  const users = plans.map((plan) => {
    const counter = counters.find((candidate) => candidate.plan === plan);
    return { plan, active: Math.max(0, counter?.active ?? 0), pastDue: Math.max(0, counter?.pastDue ?? 0) };
  });
  const total = users.reduce((sum, plan) => sum + plan.active + plan.pastDue, 0);
  return { users, total, churn: churnByMonth(total, months) };
};

/**
 * GET /api/kpi/benefit-coverage: users likely / maybe / no by benefit, from the counters (one Query),
 * in catalogue order with zeros; a benefit no longer in force keeps its row while users are counted
 * on it. `users` is how many users are counted: each is counted once on every benefit.
 */
export const benefitCoverageKpi = async (today: CalendarDate): Promise<BenefitCoverageKpi> => {
  const counters = await readBenefitCoverageCounters();
  // Every benefit of the catalogue, in the dashboard's order for a household that answered nothing
  // (likely, maybe, no; catalogue order within each), judged from the rules: no catalogue texts bundled.
  // A counter of a benefit no longer in the catalogue keeps its row, named by its id.
  const nameOf = (id: string): string => (isBenefitId(id) ? benefitNames[id] : id);
  const inForce = Object.entries(benefitStatuses({}, undefined, today))
    .sort(([, a], [, b]) => benefitStatusList.indexOf(a) - benefitStatusList.indexOf(b))
    .map(([id]) => ({ id, name: nameOf(id) }));
  const extra = counters.filter((counter) => !inForce.some((benefit) => benefit.id === counter.benefitId)).map((counter) => ({ id: counter.benefitId, name: nameOf(counter.benefitId) }));
  const benefits = [...inForce, ...extra].map(({ id, name }) => {
    const counter = counters.find((candidate) => candidate.benefitId === id);
    return { id, name, likely: Math.max(0, counter?.likely ?? 0), maybe: Math.max(0, counter?.maybe ?? 0), no: Math.max(0, counter?.no ?? 0) };
  });
  const users = Math.max(0, ...benefits.slice(0, inForce.length).map((benefit) => benefit.likely + benefit.maybe + benefit.no));
  return { benefits, users };
};

// ---------------------------------------------------------------- the daily job

export type { BillingRunResult } from './renewal-charge.service';

/** How many months back the job looks for renewals that a missed run left due. */
export const CATCH_UP_MONTHS = 12;
/** The user's cancellation takes effect at the period's end. */
const endCancelled = async (subscription: StoredSubscription, now: Date, result: BillingRunResult): Promise<void> => {
  const next = afterCancel(subscription, now);
  if (!(await replaceSubscription(next, subscription.status, statusChangeEvents(subscription, next, now.toISOString())))) return;
  result.cancelled += 1;
};

/** Only an account that exists and is enabled is charged: its owner can sign in to cancel. */
const ownerCanBeCharged = async (subscription: StoredSubscription): Promise<boolean> => {
  const owner = await getUser(subscription.uid);
  return owner !== undefined && owner.disabled !== true;
};

/** A subscription whose account is gone or disabled ends instead of being charged, with its event. */
const cancelAccountless = async (subscription: StoredSubscription, now: Date, result: BillingRunResult): Promise<void> => {
  const next = afterCancel(subscription, now);
  if (!(await replaceSubscription(next, subscription.status, statusChangeEvents(subscription, next, now.toISOString())))) return;
  logger.warn('Cancelled the subscription of an account that is gone or disabled', { uid: subscription.uid });
  result.cancelled += 1;
};

/** An annual plan renews in a week: the notice's event, written once per period with the mark that says so. */
const noticeRenewal = async (subscription: StoredSubscription, now: Date, result: BillingRunResult): Promise<void> => {
  const amountClp = subscription.priceClp > 0 ? subscription.priceClp : planPriceClp(subscription.plan);
  const event = outboxWrite('RenewalNoticeDue', { uid: subscription.uid, plan: subscription.plan, periodEnd: subscription.currentPeriodEnd, amountClp, at: now.toISOString() });
  if (await markRenewalNoticed(subscription, [event])) result.noticed += 1;
};

const cancelUnpaid = async (subscription: StoredSubscription, now: Date, result: BillingRunResult): Promise<void> => {
  const next = afterCancel(subscription, now);
  if (!(await replaceSubscription(next, 'past_due', statusChangeEvents(subscription, next, now.toISOString())))) return;
  result.cancelled += 1;
};

/**
 * One subscription's billing day, as `decide` judges it at `now`: charged (or cancelled when its
 * account is gone), a charge in flight settled, cancelled after the grace period, ended at its
 * period's end, or an annual renewal announced a week ahead; adds what it did to `result`. Safe to
 * run twice: every write is conditional.
 */
export const billSubscription = async (subscription: StoredSubscription, gateway: PaymentGateway, now: Date, result: BillingRunResult): Promise<void> => {
  const decision = decide(subscription, todayInChile(now), now);
  if (decision === 'charge' && !(await ownerCanBeCharged(subscription))) await cancelAccountless(subscription, now, result);
  else if (decision === 'charge' || decision === 'settle') await chargeRenewal(subscription, gateway, now, result);
  else if (decision === 'cancel') await cancelUnpaid(subscription, now, result);
  else if (decision === 'end') await endCancelled(subscription, now, result);
  else if (decision === 'notify') await noticeRenewal(subscription, now, result);
};
