import type { Payment, Plan } from '../../shared/admin';
import { todayInChile, toIsoDate } from '../../shared/age';
import type { CheckoutResult } from '../../shared/billing';
import { planPriceClp } from '../../shared/plans';
import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { mayBeInFlight, PENDING_CHARGE_ALARM_MS, periodEndFor, receiptFacts, retentionEnd, unknownChargeAction, type StoredSubscription } from './billing.rules';
import { claimFirstCharge, claimFirstChargeResend, getPendingFirstCharge, settleFirstCharge, settleRefundedFirstCharge, type PendingFirstCharge } from './first-charge.repository';
import type { ChargeResult, InscribedCard, PaymentGateway } from './payment-gateway';
import { buyOrderFor, oneclickUsername } from './transbank';

/**
 * A subscriber's first charge: noted before Transbank is called, then settled with its
 * payment, subscription and events in one transaction. When Transbank gives no answer the note
 * stays: the plan page says "pago en verificación" and refuses a second payment, and the next visit
 * to the plan page or the next billing run asks Transbank for the buy order's status and settles it.
 */

/** The log line the stack's alarm counts (infra): a charge Transbank could not be asked about for a day. */
export const PENDING_OVER_A_DAY = 'A charge has been pending for over 24 hours';

export const deleteCardQuietly = async (gateway: PaymentGateway, card: { tbkUser: string; username: string }): Promise<void> => {
  try {
    await gateway.deleteInscription(card.tbkUser, card.username);
  } catch (error) {
    logger.warn('Could not delete a Transbank inscription', { error });
  }
};

type Settled = Extract<CheckoutResult, 'suscrito' | 'pago-rechazado' | 'pago-pendiente'>;

/** What became of the charge of an account gone, disabled or erased: refunded (Transbank made it), dropped (it made none), or still awaited. */
export type OwnerlessOutcome = 'refunded' | 'dropped' | 'awaited';

/**
 * The first charge of an account deleted, disabled or erased since it was claimed: never sent again,
 * and never a plan. What Transbank made of it is refunded, and written as a refunded payment (an erased
 * account's anonymised and kept for the retention period) as the note goes. Still unknown at Transbank
 * and possibly in flight, it stays noted: the next visit of the billing job settles it.
 */
export const settleOwnerlessFirstCharge = async (gateway: PaymentGateway, pending: PendingFirstCharge, now: Date, known?: ChargeResult): Promise<OwnerlessOutcome> => {
  const charge = known && known.outcome !== 'unknown' ? known : await gateway.status(pending.buyOrder);
  if (!charge || charge.outcome === 'unknown') {
    if (charge || mayBeInFlight(pending, now)) return 'awaited';
    await settleRefundedFirstCharge(pending, undefined, {});
    await deleteCardQuietly(gateway, pending.card);
    return 'dropped';
  }
  if (charge.outcome === 'failed') {
    await settleRefundedFirstCharge(pending, undefined, {});
    await deleteCardQuietly(gateway, pending.card);
    return 'dropped';
  }
  const refunded = charge.refundedClp ?? 0;
  if (refunded < pending.amountClp) await gateway.refund(pending.buyOrder, pending.amountClp - refunded);
  const at = now.toISOString();
  const day = toIsoDate(todayInChile(now));
  const { uid, plan, buyOrder, amountClp } = pending;
  const erased = pending.erasedAt !== undefined;
  const payment: Payment = {
    uid,
    id: buyOrder,
    buyOrder,
    plan,
    amountClp,
    status: 'paid',
    at: pending.at,
    periodStart: day,
    periodEnd: day,
    refundedClp: amountClp,
    refundedAt: at,
    // An erased account's payment keeps nothing of the card.
    ...(erased ? {} : receiptFacts(charge, pending.card)),
  };
  if (await settleRefundedFirstCharge(pending, payment, erased ? { erasedAt: pending.erasedAt, expiresAt: retentionEnd(now) } : {})) {
    logger.warn('Refunded the first charge of an account gone, disabled or erased', { uid, buyOrder });
  }
  await deleteCardQuietly(gateway, pending.card);
  return 'refunded';
};

/**
 * A settle's transaction did not hold: another caller settled it (nothing to do), or the account
 * was erased, deleted or disabled since the claim: then the charge is refunded, never a plan.
 */
const settleRefused = async (gateway: PaymentGateway, pending: PendingFirstCharge, charge: ChargeResult, now: Date, answer: Settled): Promise<Settled> => {
  const current = await getPendingFirstCharge(pending.uid);
  if (current?.buyOrder !== pending.buyOrder) {
    logger.info('A first charge was settled already', { uid: pending.uid, buyOrder: pending.buyOrder });
    return answer;
  }
  if (!current.erasedAt && current.sentAt !== pending.sentAt) return 'pago-pendiente';
  await settleOwnerlessFirstCharge(gateway, current, now, charge);
  return 'pago-rechazado';
};

/** Writes what Transbank answered: paid starts the plan from the attempt's day (Chile), failed leaves no plan; both are mailed. */
const settle = async (gateway: PaymentGateway, pending: PendingFirstCharge, charge: ChargeResult, now: Date): Promise<Settled> => {
  if (charge.outcome === 'unknown') return 'pago-pendiente';
  // Refunded already at Transbank (an erasure's refund whose answer was lost): never a plan.
  if (charge.refundedClp) {
    await settleOwnerlessFirstCharge(gateway, pending, now, charge);
    return 'pago-rechazado';
  }
  const start = toIsoDate(todayInChile(new Date(pending.at)));
  const { uid, plan, buyOrder, amountClp, at } = pending;
  const payment: Payment = {
    uid,
    id: buyOrder,
    buyOrder,
    plan,
    amountClp,
    status: charge.outcome,
    at,
    periodStart: start,
    periodEnd: periodEndFor(plan, start),
    ...receiptFacts(charge, pending.card),
  };
  const recorded = outboxWrite('PaymentRecorded', { uid, paymentId: payment.id, plan, amountClp, status: payment.status, at });
  if (charge.outcome === 'failed') {
    if (!(await settleFirstCharge(pending, payment, undefined, [recorded]))) return settleRefused(gateway, pending, charge, now, 'pago-rechazado');
    await deleteCardQuietly(gateway, pending.card);
    return 'pago-rechazado';
  }
  const subscription: StoredSubscription = {
    uid,
    plan,
    status: 'active',
    priceClp: amountClp,
    currentPeriodStart: start,
    currentPeriodEnd: periodEndFor(plan, start),
    createdAt: at,
    updatedAt: at,
    card: pending.card,
  };
  const changed = outboxWrite('SubscriptionChanged', { uid, before: null, after: { plan, status: 'active' }, at });
  if (!(await settleFirstCharge(pending, payment, subscription, [recorded, changed]))) return settleRefused(gateway, pending, charge, now, 'suscrito');
  return 'suscrito';
};

/** Sends the charge; any failure to hear back leaves it pending (its buy order lets `status` tell what it did). */
const send = async (gateway: PaymentGateway, pending: PendingFirstCharge): Promise<ChargeResult> => {
  try {
    return await gateway.charge({ username: pending.card.username, tbkUser: pending.card.tbkUser, buyOrder: pending.buyOrder, amountClp: pending.amountClp });
  } catch (error) {
    logger.error('A first charge got no usable answer from Transbank', { uid: pending.uid, buyOrder: pending.buyOrder, error });
    return { outcome: 'unknown' };
  }
};

/**
 * After the card's inscription: notes the first charge (refused when a plan is in force, a payment is
 * being verified, or the account is gone or disabled), charges it and settles it.
 */
export const chargeFirstPeriod = async (gateway: PaymentGateway, uid: string, plan: Plan, card: InscribedCard, token: string, now: Date): Promise<CheckoutResult> => {
  const username = oneclickUsername(uid);
  const at = now.toISOString();
  const pending: PendingFirstCharge = { uid, plan, buyOrder: buyOrderFor(`first_${uid}_${token}`), amountClp: planPriceClp(plan), card: { username, ...card }, at, sentAt: at };
  if (!(await claimFirstCharge(pending))) {
    await deleteCardQuietly(gateway, pending.card);
    return 'no-disponible';
  }
  const charge = await send(gateway, pending);
  if (charge.outcome === 'unknown') logger.error('Transbank gave no answer to a first charge', { uid, buyOrder: pending.buyOrder });
  return settle(gateway, pending, charge, now);
};

/**
 * Settles a first charge left pending from Transbank's status of its buy order. A buy order
 * Transbank never received is sent again (the same buy order, by the one caller whose claim holds,
 * while the account exists and is enabled) unless it may still be in flight; past the maximum age it
 * is recorded as failed. An erased account's charge is refunded instead. Answers what became of it.
 */
export const reconcileFirstCharge = async (gateway: PaymentGateway, read: PendingFirstCharge, now: Date): Promise<Settled> => {
  let pending = read;
  if (now.getTime() - Date.parse(pending.at) > PENDING_CHARGE_ALARM_MS) logger.error(PENDING_OVER_A_DAY, { uid: pending.uid, buyOrder: pending.buyOrder, at: pending.at });
  if (pending.erasedAt) return (await settleOwnerlessFirstCharge(gateway, pending, now)) === 'awaited' ? 'pago-pendiente' : 'pago-rechazado';
  let charge = await gateway.status(pending.buyOrder);
  if (!charge) {
    const action = unknownChargeAction(pending, now);
    if (action === 'wait') return 'pago-pendiente';
    if (action === 'fail') charge = { outcome: 'failed' };
    else {
      const sentAt = now.toISOString();
      if (!(await claimFirstChargeResend(pending, sentAt))) return settleRefused(gateway, pending, { outcome: 'unknown' }, now, 'pago-pendiente');
      pending = { ...pending, sentAt };
      charge = await send(gateway, pending);
    }
  }
  return settle(gateway, pending, charge, now);
};

/** The plan page's visit: settles the caller's pending first charge, if any; a failure leaves it pending for the next visit or run. */
export const reconcileFirstChargeOf = async (gateway: PaymentGateway, uid: string, now: Date): Promise<void> => {
  const pending = await getPendingFirstCharge(uid);
  if (!pending) return;
  try {
    await reconcileFirstCharge(gateway, pending, now);
  } catch (error) {
    logger.warn('Could not settle a pending first charge yet', { uid, error });
  }
};
