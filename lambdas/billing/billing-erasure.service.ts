import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { getSubscription } from './billing.repository';
import { mayBeInFlight, retentionEnd } from './billing.rules';
import { anonymisePayments, endSubscriptionForErasure, recordErasedPayment } from './billing-erasure.repository';
import { getPendingFirstCharge, keepErasedChargeItem, markFirstChargeErased, type PendingFirstCharge } from './first-charge.repository';
import { settleOwnerlessFirstCharge, type OwnerlessOutcome } from './first-charge.service';
import type { PaymentGateway } from './payment-gateway';
import { transbankGateway } from './transbank';

export { PAYMENT_RETENTION_YEARS } from './billing.rules';

export interface BillingErasure {
  /** A subscription in force was cancelled (with its SubscriptionChanged event). */
  cancelled: boolean;
  /**
   * A pending first charge: removed (`dropped`), refunded because Transbank had made it (`refunded`),
   * or kept marked as erased while Transbank's answer may still come (`awaited`: the billing job settles it).
   */
  firstCharge: 'none' | OwnerlessOutcome;
  paymentsKept: number;
}

/**
 * The billing part of erasing an account, the one routine that admin deletion and the removal of
 * an expired registration call: no charge can follow an erased account. The subscription is
 * cancelled with its event, a charge awaiting Transbank's answer (a first one, or a renewal's) is
 * refunded if Transbank made it, and kept marked as erased while its answer may still come (the
 * billing job then settles it: a charge that lands is refunded and recorded, never dropped), the
 * card's Oneclick inscription is deleted, and the payments are kept, anonymised, for the retention
 * period. Safe to run again: each step is conditional, and a Transbank failure throws, so that the
 * caller's retry (the bus's, the job's next run, the admin's new attempt) finishes it.
 */
export const eraseBilling = async (uid: string, now: Date, gateway: PaymentGateway = transbankGateway()): Promise<BillingErasure> => {
  const at = now.toISOString();
  const retainUntil = retentionEnd(now);
  let firstCharge: BillingErasure['firstCharge'] = 'none';

  const pending = await getPendingFirstCharge(uid);
  if (pending) {
    // Marked first: no resend, no plan, whatever the return or the job does meanwhile.
    if (!pending.erasedAt) await markFirstChargeErased(pending, at);
    const marked = await getPendingFirstCharge(uid);
    if (marked?.erasedAt) firstCharge = await settleOwnerlessFirstCharge(gateway, marked, now);
  }

  const subscription = await getSubscription(uid);
  let cancelled = false;
  if (subscription) {
    // Transbank keeps the card until its inscription is deleted. First, so that a failure leaves the card on record for the retry.
    if (subscription.card) await gateway.deleteInscription(subscription.card.tbkUser, subscription.card.username);
    // A renewal charge awaiting Transbank's answer: refunded and recorded if made (a reversal made by an earlier attempt included), kept to be settled by the job if it may still land.
    const inFlight = subscription.pendingCharge;
    let awaited: PendingFirstCharge | undefined;
    if (inFlight) {
      const made = await gateway.status(inFlight.buyOrder);
      if (made?.outcome === 'paid') {
        const refunded = made.refundedClp ?? 0;
        if (refunded < inFlight.amountClp) await gateway.refund(inFlight.buyOrder, inFlight.amountClp - refunded);
        await recordErasedPayment(
          { uid, id: inFlight.buyOrder, buyOrder: inFlight.buyOrder, plan: subscription.plan, amountClp: inFlight.amountClp, status: 'paid', at: inFlight.at, periodStart: subscription.currentPeriodEnd, periodEnd: subscription.currentPeriodEnd, refundedClp: inFlight.amountClp, refundedAt: at },
          retainUntil,
        );
      } else if (!made && mayBeInFlight(inFlight, now)) {
        const card = subscription.card ?? { username: uid, tbkUser: '', cardType: '', last4: '' };
        awaited = { uid, plan: subscription.plan, buyOrder: inFlight.buyOrder, amountClp: inFlight.amountClp, card, at: inFlight.at, ...(inFlight.sentAt ? { sentAt: inFlight.sentAt } : {}), erasedAt: at };
      }
    }
    const events = subscription.status === 'cancelled' ? [] : [outboxWrite('SubscriptionChanged', { uid, before: { plan: subscription.plan, status: subscription.status }, after: { plan: subscription.plan, status: 'cancelled' }, at })];
    // Fails (and throws) when a charge took hold of the subscription since it was read: the caller's retry settles that one first.
    const ended = await endSubscriptionForErasure(uid, at, retainUntil, events, inFlight?.buyOrder, awaited ? [keepErasedChargeItem(awaited)] : []);
    if (!ended && (await getSubscription(uid))?.status !== 'cancelled') throw new Error('A charge took hold of the subscription being erased: try again');
    cancelled = ended && events.length > 0;
  }
  const paymentsKept = await anonymisePayments(uid, at, retainUntil);
  logger.info('Billing erased', { uid, cancelled, firstCharge, paymentsKept });
  return { cancelled, firstCharge, paymentsKept };
};
