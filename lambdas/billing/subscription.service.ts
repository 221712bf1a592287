import type { CheckoutBody } from '../../shared/contracts/billing/post-checkout';
import type { Payment } from '../../shared/admin';
import type { CheckoutResult, CheckoutStarted, MyPlan } from '../../shared/billing';
import { planOffers } from '../../shared/plans';
import { env } from '../lib/env';
import { HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { getSubscription, presentSubscription, subscriptionItem } from './billing.repository';
import { chargePastDueNow } from './renewal-charge.service';
import type { StoredSubscription } from './billing.rules';
import { getPendingFirstCharge } from './first-charge.repository';
import { chargeFirstPeriod, deleteCardQuietly, reconcileFirstChargeOf } from './first-charge.service';
import type { FinishedInscription, PaymentGateway } from './payment-gateway';
import { logger } from '../lib/logger';
import { getUser } from '../users/users.repository';
import { claimRefund, getPayment, listPayments, markCancelAtPeriodEnd, recordRefund, releaseRefund, replaceCard, saveCheckout, takeCheckout, withdrawCancellation, type PlanEndedByRefund } from './subscription.repository';
import { oneclickUsername } from './transbank';

/**
 * The user's plan: subscribe (card inscription at Transbank → return → first charge →
 * active), change the card (a new inscription), cancel at the period's end; an admin's refund.
 * Renewals are the billing job's (billing.service.ts).
 */

/** Where Transbank sends the browser back: the public route `GET` (and `POST`) `/api/billing/oneclick-return`. */
export const oneclickReturnUrl = (): string => `${env().SITE_URL}/api/billing/oneclick-return`;

const conflict = (key: 'billing/already-subscribed' | 'billing/no-subscription' | 'billing/not-refundable' | 'billing/payment-in-verification' | 'billing/account-not-activated') => new HttpError(409, 'bad-request', key);

const inForce = (subscription: StoredSubscription | undefined): subscription is StoredSubscription => subscription !== undefined && subscription.status !== 'cancelled';

/** The plan page: a first charge left pending is settled first when a gateway is given (the page's GET), so that the page shows its outcome. */
export const myPlan = async (uid: string, gateway?: PaymentGateway, now = new Date()): Promise<MyPlan> => {
  if (gateway) await reconcileFirstChargeOf(gateway, uid, now);
  const [subscription, payments, pending] = await Promise.all([getSubscription(uid), listPayments(uid), getPendingFirstCharge(uid)]);
  return {
    plans: planOffers,
    subscription: subscription ? presentSubscription(subscription) : null,
    payments,
    pendingPayment: pending ? { plan: pending.plan, amountClp: pending.amountClp, at: pending.at } : null,
  };
};

/** Starts a card inscription at Transbank: the browser then POSTs the token to Transbank's page. */
export const startCheckout = async (gateway: PaymentGateway, uid: string, email: string, body: CheckoutBody, now = new Date()): Promise<CheckoutStarted> => {
  // Only an account that can sign in to cancel may be charged: activated and enabled (an expired registration is erased with its plan).
  const owner = await getUser(uid);
  if (!owner?.activated || owner.disabled) throw conflict('billing/account-not-activated');
  const current = await getSubscription(uid);
  if (body.purpose === 'subscribe' && inForce(current)) throw conflict('billing/already-subscribed');
  if (body.purpose === 'subscribe' && (await getPendingFirstCharge(uid))) throw conflict('billing/payment-in-verification');
  if (body.purpose === 'change-card' && !inForce(current)) throw conflict('billing/no-subscription');
  const started = await gateway.startInscription({ username: oneclickUsername(uid), email, responseUrl: oneclickReturnUrl() });
  await saveCheckout({ token: started.token, uid, purpose: body.purpose, ...(body.plan ? { plan: body.plan } : {}), createdAt: now.toISOString() });
  return { url: started.url, token: started.token };
};

/** Transbank sent the browser back with the inscription's token (or an abort): finish it, and charge or change the card. */
export const finishCheckout = async (gateway: PaymentGateway, form: URLSearchParams, now = new Date()): Promise<CheckoutResult> => {
  const token = form.get('TBK_TOKEN') ?? '';
  const checkout = token ? await takeCheckout(token) : undefined;
  if (!checkout) return 'no-disponible';
  // Webpay's abort sends the buy order and session id of the aborted inscription.
  if (form.has('TBK_ORDEN_COMPRA')) return 'cancelado';
  // An account deleted or disabled while its owner was on Webpay's form: nothing is finished, nothing charged
  // (Transbank drops an inscription not finished within 60 seconds). The claim checks it again, in its transaction.
  const owner = await getUser(checkout.uid);
  if (!owner || owner.disabled) return 'no-disponible';
  let finished: FinishedInscription;
  try {
    finished = await gateway.finishInscription(token);
  } catch (error) {
    logger.error('Transbank did not finish an inscription', { uid: checkout.uid, error });
    return 'error-transbank';
  }
  if (!finished.approved) return finished.reason === 'not-finished' ? 'tiempo-agotado' : 'tarjeta-rechazada';
  if (checkout.purpose === 'subscribe' && checkout.plan) return chargeFirstPeriod(gateway, checkout.uid, checkout.plan, finished.card, token, now);
  const changed = await changeCard(gateway, checkout.uid, { username: oneclickUsername(checkout.uid), ...finished.card }, now);
  if (changed !== 'tarjeta-cambiada') return changed;
  // A past-due plan is paid with the new card at once: the user should not wait for the next billing day.
  try {
    const charged = await chargePastDueNow(checkout.uid, token, gateway, now);
    if (charged === 'paid') return 'tarjeta-cambiada-pagado';
    if (charged === 'failed') return 'tarjeta-cambiada-rechazado';
  } catch (error) {
    logger.error('Could not charge a past-due plan after a card change', { uid: checkout.uid, error });
  }
  return changed;
};

/**
 * The new card replaces the old one. Transbank keeps one card per username: finishing the new
 * inscription already made the old `tbk_user` invalid, so the new card is written whatever else
 * changed meanwhile (a renewal's write, a cancellation): only a subscription no longer in force
 * gives it up. Nothing to delete at Transbank for the old card.
 */
const changeCard = async (gateway: PaymentGateway, uid: string, card: NonNullable<StoredSubscription['card']>, now: Date): Promise<CheckoutResult> => {
  const at = now.toISOString();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await getSubscription(uid);
    if (!inForce(current)) break;
    if (await replaceCard(uid, card, at, current.updatedAt, [outboxWrite('SubscriptionActionTaken', { uid, actor: uid, action: 'card-changed', at })])) return 'tarjeta-cambiada';
  }
  await deleteCardQuietly(gateway, card);
  return 'no-disponible';
};

/** The user's cancellation: no further charge, the plan lasts until the period's end. */
export const cancelAtPeriodEnd = async (uid: string, now = new Date()): Promise<MyPlan> => {
  const at = now.toISOString();
  if (!(await markCancelAtPeriodEnd(uid, at, [outboxWrite('SubscriptionActionTaken', { uid, actor: uid, action: 'cancel-requested', at })]))) throw conflict('billing/no-subscription');
  return myPlan(uid);
};

/** The user changed their mind before the period's end: the plan renews again, as before the cancellation. */
export const resumePlan = async (uid: string, now = new Date()): Promise<MyPlan> => {
  const at = now.toISOString();
  if (!(await withdrawCancellation(uid, at, [outboxWrite('SubscriptionActionTaken', { uid, actor: uid, action: 'cancel-withdrawn', at })]))) throw conflict('billing/no-subscription');
  return myPlan(uid);
};

/** A refund claim this old was left by a stopped refund: another admin may take it over. */
const REFUND_CLAIM_STALE_MS = 5 * 60 * 1000;

/** When the payment paid the period in force, its refund ends the plan: the change and its events both ways. */
const planEndedBy = async (payment: Payment, at: string): Promise<PlanEndedByRefund | undefined> => {
  const subscription = await getSubscription(payment.uid);
  if (!inForce(subscription) || subscription.currentPeriodEnd !== payment.periodEnd) return undefined;
  // A renewal in flight holds the subscription: the refund waits for its answer.
  if (subscription.pendingCharge) throw conflict('billing/payment-in-verification');
  const { renewalMonth, pastDueKey } = subscriptionItem(subscription);
  const side = { plan: subscription.plan, status: subscription.status };
  const cancelled = { plan: subscription.plan, status: 'cancelled' as const };
  return {
    subscription,
    indexKeys: { renewalMonth, pastDueKey },
    ended: [outboxWrite('SubscriptionChanged', { uid: payment.uid, before: side, after: cancelled, at })],
    restored: [outboxWrite('SubscriptionChanged', { uid: payment.uid, before: cancelled, after: side, at })],
  };
};

/**
 * An admin refunds the whole amount of a paid charge: claimed first, so that it is refunded once,
 * then recorded with its event in one transaction once Transbank made it. The refund of the period in
 * force ends the plan with the claim (its features go with it), and brings it back if Transbank
 * refuses. A claim a stopped refund left is taken over after five minutes, and Transbank is asked
 * first whether that refund was made.
 */
export const refundPayment = async (gateway: PaymentGateway, actor: string, uid: string, paymentId: string, now = new Date()): Promise<Payment> => {
  const payment = await getPayment(uid, paymentId);
  if (!payment) throw notFound();
  const claimedAt = now.toISOString();
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_STALE_MS).toISOString();
  const endsPlan = payment.status === 'paid' && !payment.refundedAt ? await planEndedBy(payment, claimedAt) : undefined;
  if (!payment.buyOrder || !(await claimRefund(uid, payment.sk, claimedAt, staleBefore, endsPlan))) throw conflict('billing/not-refundable');
  try {
    const madeBefore = payment.refundClaimedAt !== undefined && ((await gateway.status(payment.buyOrder))?.refundedClp ?? 0) > 0;
    if (!madeBefore) await gateway.refund(payment.buyOrder, payment.amountClp);
  } catch (error) {
    await releaseRefund(uid, payment.sk, claimedAt, endsPlan);
    throw error;
  }
  await recordRefund(uid, payment.sk, payment.amountClp, claimedAt, [
    outboxWrite('SubscriptionActionTaken', { uid, actor, action: 'payment-refunded', paymentId, amountClp: payment.amountClp, at: claimedAt }),
  ]);
  const { sk: _sk, refundClaimedAt: _claim, ...refunded } = payment;
  return { ...refunded, refundedClp: payment.amountClp, refundedAt: claimedAt };
};
