import type { Payment, Plan } from '../../shared/admin';
import { todayInChile, toIsoDate } from '../../shared/age';
import type { CheckoutBody, CheckoutResult, CheckoutStarted, MyPlan } from '../../shared/billing';
import { planOffers, planPriceClp } from '../../shared/plans';
import { env } from '../lib/env';
import { HttpError, notFound } from '../lib/errors';
import { publish } from '../lib/events';
import { logger } from '../lib/logger';
import { getSubscription, presentSubscription } from './billing.repository';
import { periodEndFor, type StoredSubscription } from './billing.rules';
import type { InscribedCard, PaymentGateway } from './payment-gateway';
import { claimRefund, getPayment, listPayments, markCancelAtPeriodEnd, recordPayment, releaseRefund, replaceCard, saveCheckout, startSubscription, takeCheckout } from './subscription.repository';
import { buyOrderFor, oneclickUsername } from './transbank';

/**
 * The user's plan (issue 15): subscribe (card inscription at Transbank → return → first charge →
 * active), change the card (a new inscription), cancel at the period's end; an admin's refund.
 * Renewals are the billing job's (billing.service.ts).
 */

/** Where Transbank sends the browser back: the public route `POST /api/billing/oneclick-return`. */
export const oneclickReturnUrl = (): string => `${env().SITE_URL}/api/billing/oneclick-return`;

const conflict = (key: 'billing/already-subscribed' | 'billing/no-subscription' | 'billing/not-refundable') => new HttpError(409, 'bad-request', key);

const inForce = (subscription: StoredSubscription | undefined): subscription is StoredSubscription => subscription !== undefined && subscription.status !== 'cancelled';

export const myPlan = async (uid: string): Promise<MyPlan> => {
  const [subscription, payments] = await Promise.all([getSubscription(uid), listPayments(uid)]);
  return { plans: planOffers, subscription: subscription ? presentSubscription(subscription) : null, payments };
};

/** Starts a card inscription at Transbank: the browser then POSTs the token to Transbank's page. */
export const startCheckout = async (gateway: PaymentGateway, uid: string, email: string, body: CheckoutBody, now = new Date()): Promise<CheckoutStarted> => {
  const current = await getSubscription(uid);
  if (body.purpose === 'subscribe' && inForce(current)) throw conflict('billing/already-subscribed');
  if (body.purpose === 'change-card' && !inForce(current)) throw conflict('billing/no-subscription');
  const started = await gateway.startInscription({ username: oneclickUsername(uid), email, responseUrl: oneclickReturnUrl() });
  await saveCheckout({ token: started.token, uid, purpose: body.purpose, ...(body.plan ? { plan: body.plan } : {}), createdAt: now.toISOString() });
  return { url: started.url, token: started.token };
};

const deleteCardQuietly = async (gateway: PaymentGateway, card: { tbkUser: string; username: string }) => {
  try {
    await gateway.deleteInscription(card.tbkUser, card.username);
  } catch (error) {
    logger.warn('Could not delete a Transbank inscription', { error });
  }
};

/** The first period: from today (Chile) for the plan's months, charged now at the catalogue's price. */
const firstCharge = async (gateway: PaymentGateway, uid: string, plan: Plan, card: InscribedCard, token: string, now: Date): Promise<CheckoutResult> => {
  const start = toIsoDate(todayInChile(now));
  const amountClp = planPriceClp(plan);
  const buyOrder = buyOrderFor(`first_${uid}_${token}`);
  const username = oneclickUsername(uid);
  const charge = await gateway.charge({ username, tbkUser: card.tbkUser, buyOrder, amountClp });
  if (charge.outcome === 'unknown') {
    logger.error('Transbank gave no answer to a first charge', { uid, buyOrder });
    return 'pago-pendiente';
  }
  const at = now.toISOString();
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
    ...(charge.authorizationCode ? { authorizationCode: charge.authorizationCode } : {}),
  };
  const paymentEvent = { uid, paymentId: payment.id, plan, amountClp, status: payment.status, at };
  if (charge.outcome === 'failed') {
    await recordPayment(payment);
    await publish('PaymentRecorded', paymentEvent);
    await deleteCardQuietly(gateway, { tbkUser: card.tbkUser, username });
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
    card: { username, ...card },
  };
  if (!(await startSubscription(subscription, payment))) {
    // Another tab subscribed meanwhile: this charge is given back.
    logger.warn('A second subscription was paid; refunding it', { uid, buyOrder });
    await gateway.refund(buyOrder, amountClp);
    return 'no-disponible';
  }
  await publish('PaymentRecorded', paymentEvent);
  await publish('SubscriptionChanged', { uid, before: null, after: { plan, status: 'active' }, at });
  return 'suscrito';
};

/** Transbank sent the browser back with the inscription's token (or an abort): finish it, and charge or change the card. */
export const finishCheckout = async (gateway: PaymentGateway, form: URLSearchParams, now = new Date()): Promise<CheckoutResult> => {
  const token = form.get('TBK_TOKEN') ?? '';
  const checkout = token ? await takeCheckout(token) : undefined;
  if (!checkout) return 'no-disponible';
  // Webpay's abort sends the buy order and session id of the aborted inscription.
  if (form.has('TBK_ORDEN_COMPRA')) return 'cancelado';
  const finished = await gateway.finishInscription(token);
  if (!finished.approved) return 'tarjeta-rechazada';
  if (checkout.purpose === 'subscribe' && checkout.plan) return firstCharge(gateway, checkout.uid, checkout.plan, finished.card, token, now);
  const replaced = await replaceCard(checkout.uid, { username: oneclickUsername(checkout.uid), ...finished.card }, now.toISOString());
  if (!replaced) {
    await deleteCardQuietly(gateway, { tbkUser: finished.card.tbkUser, username: oneclickUsername(checkout.uid) });
    return 'no-disponible';
  }
  if (replaced.previous) await deleteCardQuietly(gateway, replaced.previous);
  await publish('SubscriptionActionTaken', { uid: checkout.uid, actor: checkout.uid, action: 'card-changed', at: now.toISOString() });
  return 'tarjeta-cambiada';
};

/** The user's cancellation: no further charge, the plan lasts until the period's end. */
export const cancelAtPeriodEnd = async (uid: string, now = new Date()): Promise<MyPlan> => {
  if (!(await markCancelAtPeriodEnd(uid, now.toISOString()))) throw conflict('billing/no-subscription');
  await publish('SubscriptionActionTaken', { uid, actor: uid, action: 'cancel-requested', at: now.toISOString() });
  return myPlan(uid);
};

/** An admin refunds the whole amount of a paid charge: claimed first, so that it is refunded once. */
export const refundPayment = async (gateway: PaymentGateway, actor: string, uid: string, paymentId: string, now = new Date()): Promise<Payment> => {
  const payment = await getPayment(uid, paymentId);
  if (!payment) throw notFound();
  if (!payment.buyOrder || !(await claimRefund(uid, payment.sk, payment.amountClp, now.toISOString()))) throw conflict('billing/not-refundable');
  try {
    await gateway.refund(payment.buyOrder, payment.amountClp);
  } catch (error) {
    await releaseRefund(uid, payment.sk);
    throw error;
  }
  await publish('SubscriptionActionTaken', { uid, actor, action: 'payment-refunded', paymentId, amountClp: payment.amountClp, at: now.toISOString() });
  const { sk: _sk, ...refunded } = payment;
  return { ...refunded, refundedClp: payment.amountClp, refundedAt: now.toISOString() };
};
