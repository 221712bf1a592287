import { receiptOf } from '../../shared/billing';
import type { EventDetail } from '../../shared/events';
import { getSubscription } from '../billing/billing.repository';
import { getPayment } from '../billing/subscription.repository';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getUser } from '../users/users.repository';
import { cancellationMail, cardChangedMail, paymentFailedMail, paymentReceiptMail, refundMail, renewalNoticeMail, subscriptionSuspendedMail } from './billing-templates';
import { sendMail, sendOnce } from './mail.service';

/** A receipt for a paid charge, a notice for a failed one. */
export const sendPaymentMail = async (payment: EventDetail<'PaymentRecorded'>): Promise<void> => {
  const user = await getUser(payment.uid);
  if (!user) {
    logger.warn('No account for a payment mail', { uid: payment.uid });
    return;
  }
  const facts = { firstName: user.firstName, plan: payment.plan, amountClp: payment.amountClp, at: payment.at, paymentId: payment.paymentId, siteUrl: env().SITE_URL };
  await sendOnce({ owner: payment.uid, key: `payment#${payment.uid}#${payment.paymentId}` }, async () => {
    // The receipt as recorded (card, authorization, IVA), read when the mail goes.
    const receipt = payment.status === 'paid' ? await getPayment(payment.uid, payment.paymentId).then((stored) => stored && receiptOf(stored)) : undefined;
    await sendMail(user.email, payment.status === 'paid' ? paymentReceiptMail(facts, receipt) : paymentFailedMail(facts), { replyTo: env().SUPPORT_INBOX });
  });
};

/** Suspension: a past-due subscription cancelled by the job after five days unpaid. */
export const sendSubscriptionMail = async (change: EventDetail<'SubscriptionChanged'>): Promise<void> => {
  if (change.before?.status !== 'past_due' || change.after?.status !== 'cancelled') return;
  const user = await getUser(change.uid);
  if (!user) return;
  const { plan } = change.after;
  await sendOnce({ owner: change.uid, key: `suspended#${change.uid}#${change.at}` }, () => sendMail(user.email, subscriptionSuspendedMail({ firstName: user.firstName, plan, siteUrl: env().SITE_URL }), { replyTo: env().SUPPORT_INBOX }));
};

/** The user's cancellation, a new card, an admin's refund: each mailed once to the account's owner. */
export const sendSubscriptionActionMail = async (action: EventDetail<'SubscriptionActionTaken'>): Promise<void> => {
  const user = await getUser(action.uid);
  if (!user) {
    logger.warn('No account for a subscription mail', { uid: action.uid, action: action.action });
    return;
  }
  const siteUrl = env().SITE_URL;
  const options = { replyTo: env().SUPPORT_INBOX };
  if (action.action === 'payment-refunded') {
    if (!action.paymentId) return;
    const paymentId = action.paymentId;
    await sendOnce({ owner: action.uid, key: `refund#${action.uid}#${paymentId}` }, async () => {
      const payment = await getPayment(action.uid, paymentId);
      await sendMail(user.email, refundMail({ firstName: user.firstName, amountClp: action.amountClp ?? payment?.amountClp ?? 0, at: action.at, paymentId, plan: payment?.plan, siteUrl }), options);
    });
    return;
  }
  const subscription = await getSubscription(action.uid);
  if (!subscription) return;
  if (action.action === 'cancel-requested') {
    await sendOnce({ owner: action.uid, key: `cancel-requested#${action.uid}#${action.at}` }, () =>
      sendMail(user.email, cancellationMail({ firstName: user.firstName, plan: subscription.plan, endsOn: subscription.currentPeriodEnd, siteUrl }), options),
    );
    return;
  }
  await sendOnce({ owner: action.uid, key: `card-changed#${action.uid}#${action.at}` }, () => sendMail(user.email, cardChangedMail({ firstName: user.firstName, plan: subscription.plan, card: subscription.card, at: action.at, siteUrl }), options));
};

/** An annual plan renews in seven days: said once per period, unless it was cancelled meanwhile. */
export const sendRenewalNotice = async (notice: EventDetail<'RenewalNoticeDue'>): Promise<void> => {
  const [user, subscription] = await Promise.all([getUser(notice.uid), getSubscription(notice.uid)]);
  if (!user || !subscription || subscription.status === 'cancelled' || subscription.cancelAtPeriodEnd || subscription.currentPeriodEnd !== notice.periodEnd) return;
  await sendOnce({ owner: notice.uid, key: `renewal-notice#${notice.uid}#${notice.periodEnd}` }, () =>
    sendMail(user.email, renewalNoticeMail({ firstName: user.firstName, plan: notice.plan, amountClp: notice.amountClp, periodEnd: notice.periodEnd, card: subscription.card, siteUrl: env().SITE_URL }), {
      replyTo: env().SUPPORT_INBOX,
    }),
  );
};
