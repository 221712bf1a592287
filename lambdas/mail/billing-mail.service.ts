import type { EventDetail } from '../../shared/events';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getUser } from '../users/users.repository';
import { paymentFailedMail, paymentReceiptMail, subscriptionSuspendedMail } from './billing-templates';
import { claimMail, releaseMail } from './mail.repository';
import { sendMail } from './mail.service';

/** Sends a mail at most once for its key: claimed first, given back if sending fails (the bus retries). */
const sendOnce = async (key: string, send: () => Promise<void>): Promise<void> => {
  if (!(await claimMail(key))) return;
  try {
    await send();
  } catch (error) {
    await releaseMail(key);
    throw error;
  }
};

/** A receipt for a paid charge, a notice for a failed one. */
export const sendPaymentMail = async (payment: EventDetail<'PaymentRecorded'>): Promise<void> => {
  const user = await getUser(payment.uid);
  if (!user) {
    logger.warn('No account for a payment mail', { uid: payment.uid });
    return;
  }
  const facts = { firstName: user.firstName, plan: payment.plan, amountClp: payment.amountClp, at: payment.at, paymentId: payment.paymentId, siteUrl: env().SITE_URL };
  await sendOnce(`payment#${payment.uid}#${payment.paymentId}`, () => sendMail(user.email, payment.status === 'paid' ? paymentReceiptMail(facts) : paymentFailedMail(facts), { replyTo: env().SUPPORT_INBOX }));
};

/** Suspension: a past-due subscription cancelled by the job after five days unpaid. */
export const sendSubscriptionMail = async (change: EventDetail<'SubscriptionChanged'>): Promise<void> => {
  if (change.before?.status !== 'past_due' || change.after?.status !== 'cancelled') return;
  const user = await getUser(change.uid);
  if (!user) return;
  const { plan } = change.after;
  await sendOnce(`suspended#${change.uid}#${change.at}`, () => sendMail(user.email, subscriptionSuspendedMail({ firstName: user.firstName, plan, siteUrl: env().SITE_URL }), { replyTo: env().SUPPORT_INBOX }));
};
