import { sendApplicationSentMail, sendApplicationStatusMail, sendNewApplicantMail, sendOfferEndedMails } from '../mail/application-mail.service';
import { sendJobAlertMail } from '../mail/job-alert-mail.service';
import { sendThreadMail } from '../mail/thread-mail.service';
import { consumer } from '../lib/consumer';
import { sendPaymentMail, sendRenewalNotice, sendSubscriptionActionMail, sendSubscriptionMail } from '../mail/billing-mail.service';
import { sendAccountMail, sendRegistrationExpiredMail } from '../mail/mail.service';
import { sendModerationMails } from '../mail/moderation-mail.service';
import { sendBenefitReminder, sendClaimFollowUp } from '../mail/reminder-mail.service';
import { sendInsuranceContactMail, sendSupportReplyMail, sendSupportTicketMails } from '../mail/support-mail.service';

/** Sends every mail, from the events that make one due. A failure throws, so the bus retries. */
export const handler = consumer({
  UserRegistered: async ({ uid, provider, returnTo }) => {
    await sendAccountMail(provider === 'google' ? 'welcome-without-activation' : 'welcome-activation', uid, undefined, returnTo);
  },
  UserActivated: async ({ uid }) => {
    await sendAccountMail('activation-confirmed', uid);
  },
  PasswordChanged: async ({ uid, resetId }) => {
    await sendAccountMail('password-changed', uid, resetId);
  },
  MailRequested: async ({ uid, kind, ref }) => {
    await sendAccountMail(kind, uid, ref);
  },
  RegistrationExpired: async ({ uid }) => {
    await sendRegistrationExpiredMail(uid);
  },
  SupportTicketOpened: async (detail) => {
    await sendSupportTicketMails(detail);
  },
  InsuranceContactRequested: async (detail) => {
    await sendInsuranceContactMail(detail);
  },
  BenefitReminderDue: async (detail) => {
    await sendBenefitReminder(detail);
  },
  BenefitClaimFollowUpDue: async (detail) => {
    await sendClaimFollowUp(detail);
  },
  SupportTicketReplied: async (detail) => {
    await sendSupportReplyMail(detail);
  },
  PaymentRecorded: async (detail) => {
    await sendPaymentMail(detail);
  },
  SubscriptionChanged: async (detail) => {
    await sendSubscriptionMail(detail);
  },
  ApplicationSubmitted: async (detail) => {
    await sendNewApplicantMail(detail);
    await sendApplicationSentMail(detail);
  },
  ApplicationMessageSent: async (detail) => {
    await sendThreadMail(detail);
  },
  JobAlertDue: async (detail) => {
    await sendJobAlertMail(detail);
  },
  ApplicationStatusChanged: async (detail) => {
    await sendApplicationStatusMail(detail);
  },
  OfferStatusChanged: async (detail) => {
    await sendOfferEndedMails(detail);
    await sendModerationMails(detail);
  },
  SubscriptionActionTaken: async (detail) => {
    await sendSubscriptionActionMail(detail);
  },
  RenewalNoticeDue: async (detail) => {
    await sendRenewalNotice(detail);
  },
});
