import type { Payment } from '../../shared/admin';
import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { getSubscription } from './billing.repository';
import { anonymisePayments, dropFirstCharge, endSubscriptionForErasure, recordErasedPayment } from './billing-erasure.repository';
import { getPendingFirstCharge } from './first-charge.repository';
import type { PaymentGateway } from './payment-gateway';
import { transbankGateway } from './transbank';

/**
 * Chile's tax law (Código Tributario, art. 17 and 200) keeps the records behind a sale for six
 * years: the payments outlive the account that long, anonymised, then the table's TTL removes them.
 */
export const PAYMENT_RETENTION_YEARS = 6;

const retentionEnd = (now: Date): number => Math.floor(Date.UTC(now.getUTCFullYear() + PAYMENT_RETENTION_YEARS, now.getUTCMonth(), now.getUTCDate()) / 1000);

export interface BillingErasure {
  /** A subscription in force was cancelled (with its SubscriptionChanged event). */
  cancelled: boolean;
  /** A pending first charge was removed; `refunded` when Transbank had made it. */
  firstCharge: 'none' | 'dropped' | 'refunded';
  paymentsKept: number;
}

/**
 * The billing part of erasing an account, the one routine that admin deletion and the removal of
 * an expired registration call: no charge can follow an erased account. The subscription is
 * cancelled with its event, a first charge still pending is settled with Transbank (refunded if it
 * was made) and removed, the card's Oneclick inscription is deleted, and the payments are kept,
 * anonymised, for the retention period. Safe to run again: each step is conditional, and a
 * Transbank failure throws, so that the caller's retry (the job's next run, the admin's new
 * attempt) finishes it.
 */
export const eraseBilling = async (uid: string, now: Date, gateway: PaymentGateway = transbankGateway()): Promise<BillingErasure> => {
  const at = now.toISOString();
  const retainUntil = retentionEnd(now);
  let firstCharge: BillingErasure['firstCharge'] = 'none';

  const pending = await getPendingFirstCharge(uid);
  if (pending) {
    const made = await gateway.status(pending.buyOrder);
    let payment: Payment | undefined;
    if (made?.outcome === 'paid') {
      await gateway.refund(pending.buyOrder, pending.amountClp);
      payment = { uid, id: pending.buyOrder, buyOrder: pending.buyOrder, plan: pending.plan, amountClp: pending.amountClp, status: 'paid', at: pending.at, periodStart: at.slice(0, 10), periodEnd: at.slice(0, 10), refundedClp: pending.amountClp, refundedAt: at };
    }
    if (await dropFirstCharge(uid, pending.buyOrder, payment, retainUntil)) firstCharge = payment ? 'refunded' : 'dropped';
    await gateway.deleteInscription(pending.card.tbkUser, pending.card.username).catch((error: unknown) => logger.warn('No Oneclick inscription to delete for a pending first charge', { uid, error }));
  }

  const subscription = await getSubscription(uid);
  let cancelled = false;
  if (subscription) {
    // Transbank keeps the card until its inscription is deleted (a 404: already gone). First, so that a failure leaves the card on record for the retry.
    if (subscription.card) {
      await gateway.deleteInscription(subscription.card.tbkUser, subscription.card.username).catch((error: unknown) => {
        if (!/Inscription not found|status code 404/i.test(error instanceof Error ? error.message : String(error))) throw error;
      });
    }
    // A renewal charge in flight: what Transbank made of it is refunded and recorded before the subscription ends.
    const inFlight = subscription.pendingCharge;
    if (inFlight && (await gateway.status(inFlight.buyOrder))?.outcome === 'paid') {
      await gateway.refund(inFlight.buyOrder, inFlight.amountClp);
      await recordErasedPayment(
        { uid, id: inFlight.buyOrder, buyOrder: inFlight.buyOrder, plan: subscription.plan, amountClp: inFlight.amountClp, status: 'paid', at: inFlight.at, periodStart: subscription.currentPeriodEnd, periodEnd: subscription.currentPeriodEnd, refundedClp: inFlight.amountClp, refundedAt: at },
        retainUntil,
      );
    }
    const events = subscription.status === 'cancelled' ? [] : [outboxWrite('SubscriptionChanged', { uid, before: { plan: subscription.plan, status: subscription.status }, after: { plan: subscription.plan, status: 'cancelled' }, at })];
    // Fails (and throws) when a charge took hold of the subscription since it was read: the caller's retry settles that one first.
    const ended = await endSubscriptionForErasure(uid, at, retainUntil, events, inFlight?.buyOrder);
    if (!ended && (await getSubscription(uid))?.status !== 'cancelled') throw new Error('A charge took hold of the subscription being erased: try again');
    cancelled = ended && events.length > 0;
  }
  const paymentsKept = await anonymisePayments(uid, at, retainUntil);
  logger.info('Billing erased', { uid, cancelled, firstCharge, paymentsKept });
  return { cancelled, firstCharge, paymentsKept };
};
