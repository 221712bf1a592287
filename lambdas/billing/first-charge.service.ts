import type { Payment, Plan } from '../../shared/admin';
import { todayInChile, toIsoDate } from '../../shared/age';
import type { CheckoutResult } from '../../shared/billing';
import { planPriceClp } from '../../shared/plans';
import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { PENDING_CHARGE_ALARM_MS, periodEndFor, receiptFacts, unknownChargeAction, type StoredSubscription } from './billing.rules';
import { claimFirstCharge, getPendingFirstCharge, pendingFirstCharges, settleFirstCharge, type PendingFirstCharge } from './first-charge.repository';
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

/** Writes what Transbank answered: paid starts the plan from the attempt's day (Chile), failed leaves no plan; both are mailed. */
const settle = async (gateway: PaymentGateway, pending: PendingFirstCharge, charge: ChargeResult): Promise<Settled> => {
  if (charge.outcome === 'unknown') return 'pago-pendiente';
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
    if (await settleFirstCharge(pending, payment, undefined, [recorded])) await deleteCardQuietly(gateway, pending.card);
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
  if (!(await settleFirstCharge(pending, payment, subscription, [recorded, changed]))) logger.info('A first charge was settled already', { uid, buyOrder });
  return 'suscrito';
};

/** Sends the charge; any failure to hear back leaves it pending (its buy order makes a resend harmless). */
const send = async (gateway: PaymentGateway, pending: PendingFirstCharge): Promise<ChargeResult> => {
  try {
    return await gateway.charge({ username: pending.card.username, tbkUser: pending.card.tbkUser, buyOrder: pending.buyOrder, amountClp: pending.amountClp });
  } catch (error) {
    logger.error('A first charge got no usable answer from Transbank', { uid: pending.uid, buyOrder: pending.buyOrder, error });
    return { outcome: 'unknown' };
  }
};

/** After the card's inscription: notes the first charge (refused when a plan is in force or a payment is being verified), charges it and settles it. */
export const chargeFirstPeriod = async (gateway: PaymentGateway, uid: string, plan: Plan, card: InscribedCard, token: string, now: Date): Promise<CheckoutResult> => {
  const username = oneclickUsername(uid);
  const pending: PendingFirstCharge = { uid, plan, buyOrder: buyOrderFor(`first_${uid}_${token}`), amountClp: planPriceClp(plan), card: { username, ...card }, at: now.toISOString() };
  if (!(await claimFirstCharge(pending))) {
    await deleteCardQuietly(gateway, pending.card);
    return 'no-disponible';
  }
  const charge = await send(gateway, pending);
  if (charge.outcome === 'unknown') logger.error('Transbank gave no answer to a first charge', { uid, buyOrder: pending.buyOrder });
  return settle(gateway, pending, charge);
};

/**
 * Settles a first charge left pending from Transbank's status of its buy order. A buy order
 * Transbank never received is sent again (the same buy order: at most one charge) unless it may
 * still be in flight; past the maximum age it is recorded as failed. Answers what became of it.
 */
export const reconcileFirstCharge = async (gateway: PaymentGateway, pending: PendingFirstCharge, now: Date): Promise<Settled> => {
  if (now.getTime() - Date.parse(pending.at) > PENDING_CHARGE_ALARM_MS) logger.error(PENDING_OVER_A_DAY, { uid: pending.uid, buyOrder: pending.buyOrder, at: pending.at });
  let charge = await gateway.status(pending.buyOrder);
  if (!charge) {
    const action = unknownChargeAction(pending.at, now);
    if (action === 'wait') return 'pago-pendiente';
    charge = action === 'fail' ? { outcome: 'failed' } : await send(gateway, pending);
  }
  return settle(gateway, pending, charge);
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

/** The billing run's part: every pending first charge, one at a time (there are few). */
export const reconcileFirstCharges = async (gateway: PaymentGateway, now: Date): Promise<Record<Settled | 'overdue', number>> => {
  const counts: Record<Settled | 'overdue', number> = { suscrito: 0, 'pago-rechazado': 0, 'pago-pendiente': 0, overdue: 0 };
  for await (const pending of pendingFirstCharges()) {
    if (now.getTime() - Date.parse(pending.at) > PENDING_CHARGE_ALARM_MS) counts.overdue += 1;
    try {
      counts[await reconcileFirstCharge(gateway, pending, now)] += 1;
    } catch (error) {
      counts['pago-pendiente'] += 1;
      logger.error('Could not settle a pending first charge', { uid: pending.uid, error });
    }
  }
  return counts;
};
