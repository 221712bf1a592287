import { todayInChile, toIsoDate } from '../../shared/age';
import { planPriceClp } from '../../shared/plans';
import { outboxWrite, type OutboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { abandonCharge, claimChargeAttempt, claimChargeResend, getSubscription, recordCharge } from './billing.repository';
import { afterCancel, afterCharge, isUnpaidTooLong, PENDING_CHARGE_ALARM_MS, receiptFacts, renewalPayment, unknownChargeAction, type PendingCharge, type StoredSubscription } from './billing.rules';
import { PENDING_OVER_A_DAY } from './first-charge.service';
import type { ChargeResult, PaymentGateway } from './payment-gateway';
import { buyOrderFor } from './transbank';

/**
 * One renewal charge of one subscription: the billing day's (billing.service.ts) and the one a
 * past-due subscriber's new card makes at once. Apart from the job's walk and KPIs, so that the
 * card-change return bundles only this.
 */

/** What a billing run did, counted by its steps. */
export interface BillingRunResult {
  checked: number;
  charged: number;
  paid: number;
  failed: number;
  cancelled: number;
  /** Charges with no answer from the provider: the next run settles them. */
  unsettled: number;
  /** Charges pending for over 24 hours (Transbank could not be asked): the job fails, and its alarm fires. */
  overdue: number;
  /** Annual renewals announced (their notice is mailed). */
  noticed: number;
}

export const emptyRunResult = (): BillingRunResult => ({ checked: 0, charged: 0, paid: 0, failed: 0, cancelled: 0, unsettled: 0, overdue: 0, noticed: 0 });

/** The SubscriptionChanged event of a change, for its transaction; none when nothing changed. */
export const statusChangeEvents = (before: StoredSubscription, after: StoredSubscription, at: string): OutboxWrite[] =>
  before.status === after.status && before.plan === after.plan
    ? []
    : [outboxWrite('SubscriptionChanged', { uid: after.uid, before: { plan: before.plan, status: before.status }, after: { plan: after.plan, status: after.status }, at })];

/** The card a charge goes to, as its receipt names it. */
const cardOf = (subscription: StoredSubscription): PendingCharge['card'] => (subscription.card ? { cardType: subscription.card.cardType, last4: subscription.card.last4 } : undefined);

/**
 * Charges a renewal, or settles a charge a stopped run left in flight. The buy order (the
 * idempotency key) is written on the subscription before the provider is called, and holds it
 * until the result is written; a rerun asks the provider what that buy order did, sends it again
 * only if the provider never received it (under a claim: one resend, whoever asks), and past the
 * maximum age records it as failed. Every sending is claimed while the subscription is in force,
 * not cancelled by its user, and its account exists and is enabled.
 */
export const chargeRenewal = async (subscription: StoredSubscription, gateway: PaymentGateway, now: Date, result: BillingRunResult, attempt: { key?: string; evenIfTriedToday?: boolean } = {}): Promise<void> => {
  const today = todayInChile(now);
  let pending = subscription.pendingCharge;
  let charge: ChargeResult;
  if (pending) {
    if (now.getTime() - Date.parse(pending.at) > PENDING_CHARGE_ALARM_MS) {
      logger.error(PENDING_OVER_A_DAY, { uid: subscription.uid, buyOrder: pending.buyOrder, at: pending.at });
      result.overdue += 1;
    }
    const known = await gateway.status(pending.buyOrder);
    if (known) charge = known;
    else {
      const unknown = await unknownCharge(subscription, gateway, pending, now);
      if (unknown === 'abandoned') return;
      [pending, charge] = unknown;
    }
  } else {
    const todayIso = toIsoDate(today);
    // The subscriber's own price, the one they signed up (or last renewed) at; the catalogue's only for a subscription that never had one.
    const amountClp = subscription.priceClp > 0 ? subscription.priceClp : planPriceClp(subscription.plan);
    const at = now.toISOString();
    const card = cardOf(subscription);
    pending = { buyOrder: buyOrderFor(`${subscription.uid}_${subscription.currentPeriodEnd}_${attempt.key ?? todayIso}`), amountClp, at, sentAt: at, ...(card ? { card } : {}) };
    if (!(await claimChargeAttempt(subscription, todayIso, pending, { evenIfTriedToday: attempt.evenIfTriedToday }))) return;
    charge = await sendCharge(subscription, gateway, pending);
  }
  if (charge.outcome === 'unknown') {
    result.unsettled += 1;
    return;
  }
  const payment = { ...renewalPayment(subscription, charge.outcome, pending.amountClp, new Date(pending.at), pending.buyOrder), ...receiptFacts(charge, pending.card ?? subscription.card) };
  const charged = afterCharge(subscription, charge.outcome, pending.amountClp, now, today);
  // A retry that failed after the grace period: the unpaid subscription ends with this write.
  const next = charge.outcome === 'failed' && isUnpaidTooLong(charged, now) ? afterCancel(charged, now) : charged;
  // The payment, the subscription and their events in one transaction, while this charge still holds the subscription.
  const written = await recordCharge(payment, next, pending.buyOrder, [
    outboxWrite('PaymentRecorded', { uid: payment.uid, paymentId: payment.id, plan: payment.plan, amountClp: payment.amountClp, status: payment.status, at: payment.at }),
    ...statusChangeEvents(subscription, next, now.toISOString()),
  ]);
  if (!written) return;
  result.charged += 1;
  result[charge.outcome] += 1;
  if (next.status === 'cancelled') result.cancelled += 1;
};

/**
 * A past-due subscriber who has just inscribed a new card is charged at once, not on the next
 * billing day: the same charge as a renewal's, its buy order keyed by the card's inscription (a
 * repeated return charges nothing more). Answers what became of it; `none` when nothing was due.
 */
export const chargePastDueNow = async (uid: string, inscriptionKey: string, gateway: PaymentGateway, now = new Date()): Promise<'paid' | 'failed' | 'unknown' | 'none'> => {
  const subscription = await getSubscription(uid);
  if (!subscription || subscription.status !== 'past_due' || subscription.cancelAtPeriodEnd || subscription.pendingCharge || subscription.demo) return 'none';
  const result = emptyRunResult();
  await chargeRenewal(subscription, gateway, now, result, { key: `card_${inscriptionKey}`, evenIfTriedToday: true });
  if (result.paid > 0) return 'paid';
  if (result.failed > 0) return 'failed';
  return result.unsettled > 0 ? 'unknown' : 'none';
};

/**
 * A charge whose buy order Transbank does not know: still in flight (unknown), failed for good, or
 * sent again with the same buy order by the one caller whose claim holds. A claim refused while the
 * charge is still the one read means the subscription may no longer be charged (cancelled by its user,
 * account gone or disabled): the charge, never received, is given up.
 */
const unknownCharge = async (subscription: StoredSubscription, gateway: PaymentGateway, pending: PendingCharge, now: Date): Promise<[PendingCharge, ChargeResult] | 'abandoned'> => {
  const action = unknownChargeAction(pending, now);
  if (action === 'wait') return [pending, { outcome: 'unknown' }];
  if (action === 'fail') return [pending, { outcome: 'failed' }];
  const sentAt = now.toISOString();
  const card = cardOf(subscription);
  if (await claimChargeResend(subscription.uid, pending, sentAt, card)) {
    const resent = { ...pending, sentAt, ...(card ? { card } : {}) };
    return [resent, await sendCharge(subscription, gateway, resent)];
  }
  const current = (await getSubscription(subscription.uid))?.pendingCharge;
  if (current?.buyOrder === pending.buyOrder && current.sentAt === pending.sentAt && (await abandonCharge(subscription.uid, pending))) {
    logger.warn('Gave up a charge Transbank never received: the subscription may no longer be charged', { uid: subscription.uid, buyOrder: pending.buyOrder });
    return 'abandoned';
  }
  return [pending, { outcome: 'unknown' }];
};

/** A subscription without a card (its inscription was deleted) cannot be charged: a failed attempt. An error is no answer: asked again later. */
const sendCharge = async (subscription: StoredSubscription, gateway: PaymentGateway, pending: PendingCharge): Promise<ChargeResult> => {
  if (!subscription.card) return { outcome: 'failed' };
  try {
    return await gateway.charge({ username: subscription.card.username, tbkUser: subscription.card.tbkUser, buyOrder: pending.buyOrder, amountClp: pending.amountClp });
  } catch (error) {
    logger.error('A renewal charge got no usable answer from Transbank', { uid: subscription.uid, buyOrder: pending.buyOrder, error });
    return { outcome: 'unknown' };
  }
};

