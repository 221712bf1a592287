import { DELETION_ACTION, eraseTrail, recordAudit, recordRemoval } from '../audit/audit.repository';
import { consumer } from '../lib/consumer';

/**
 * Records account events in the audit trail: who, whom, what and when. Never a password or token.
 * An admin's edit of a person is not an event: its entry (with the values before and after) is
 * written in the edit's own transaction (admin/user-management.service.ts). An entry is written only
 * while its subject has a document (audit.repository.ts `recordAudit`), but those of a removal.
 */
export const handler = consumer({
  UserRegistered: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.registered', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { provider: detail.provider, ...(detail.signupIntent ? { signupIntent: detail.signupIntent } : {}) } });
  },
  // Offers: the company's or admin's act, keyed on the offer; the offer's text stays in its table.
  OfferStatusChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'offer.status-changed', actor: detail.actor, subject: detail.companyUid, at: detail.at, changes: { offerId: detail.offerId, status: { from: detail.from, to: detail.to }, reason: detail.reason } });
  },
  OfferReported: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'offer.reported', actor: detail.actor, subject: detail.companyUid, at: detail.at, changes: { offerId: detail.offerId, reportId: detail.reportId } });
  },
  UserActivated: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.activated', actor: detail.uid, subject: detail.uid, at: detail.at });
  },
  PasswordChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.password-reset', actor: detail.uid, subject: detail.uid, at: detail.at });
  },
  TwoFactorChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: detail.enabled ? 'account.two-factor-enabled' : 'account.two-factor-disabled', actor: detail.uid, subject: detail.uid, at: detail.at });
  },
  GoogleAccountLinked: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.google-linked', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { provider: detail.provider } });
  },
  // Its owner proved the e-mail with Google: the account that held it without proof was removed.
  RegistrationTakenOver: async (detail, event) => {
    await recordRemoval({ id: event.id, action: 'account.taken-over-by-google', actor: detail.uid, subject: detail.uid, at: detail.at });
  },
  AdminGranted: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'admin.granted', actor: detail.grantedBy, subject: detail.uid, at: detail.at, changes: { userType: 'admin' } });
  },
  // Only the reference: what the user wrote stays in the support table.
  SupportTicketOpened: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'support.ticket-opened', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { ticketId: detail.ticketId } });
  },
  InsuranceContactRequested: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'insurance.contact-requested', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { requestId: detail.requestId } });
  },
  // The support desk: who wrote in which ticket (not what), and every status move.
  SupportTicketReplied: async (detail, event) => {
    const action = detail.author === 'equipo' ? 'support.admin-replied' : 'support.user-replied';
    await recordAudit({ id: event.id, action, actor: detail.actor, subject: detail.uid, at: detail.at, changes: { ticketId: detail.ticketId, messageId: detail.messageId, status: detail.status } });
  },
  SupportStatusChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'support.status-changed', actor: detail.actor, subject: detail.uid, at: detail.at, changes: { [detail.kind === 'insurance' ? 'requestId' : 'ticketId']: detail.itemId, status: { from: detail.from, to: detail.to } } });
  },
  // The person was erased: the entry says who deleted whom and when, never their e-mail, RUT or name,
  // and it is all that stays of their trail (the right to erasure, Ley 19.628 / 21.719).
  AdminUserDeleted: async (detail, event) => {
    await recordRemoval({ id: event.id, action: DELETION_ACTION, actor: detail.actor, subject: detail.uid, at: detail.at, changes: {} });
    await eraseTrail(detail.uid);
  },
  // The reminders opt-in: on or off, and whether in the profile or with a mail's link.
  BenefitRemindersChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: detail.enabled ? 'reminders.enabled' : 'reminders.disabled', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { benefitReminders: { from: !detail.enabled, to: detail.enabled }, via: detail.via } });
  },
  PaymentRecorded: async (detail, event) => {
    await recordAudit({ id: event.id, action: `payment.${detail.status}`, actor: 'billing', subject: detail.uid, at: detail.at, changes: { paymentId: detail.paymentId, plan: detail.plan, amountClp: detail.amountClp } });
  },
  SubscriptionActionTaken: async (detail, event) => {
    const changes = { ...(detail.paymentId ? { paymentId: detail.paymentId } : {}), ...(detail.amountClp !== undefined ? { amountClp: detail.amountClp } : {}) };
    await recordAudit({ id: event.id, action: `subscription.${detail.action}`, actor: detail.actor, subject: detail.uid, at: detail.at, changes });
  },
  SubscriptionChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'subscription.changed', actor: 'billing', subject: detail.uid, at: detail.at, changes: { subscription: { from: detail.before, to: detail.after } } });
  },  // Applications: the student is the subject (their own data); the company and offer are named by id only.
  ApplicationSubmitted: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'application.submitted', actor: detail.studentUid, subject: detail.studentUid, at: detail.at, changes: { offerId: detail.offerId, companyUid: detail.companyUid } });
  },
  ApplicationStatusChanged: async (detail, event) => {
    await recordAudit({
      id: event.id,
      action: 'application.status-changed',
      actor: detail.actor,
      subject: detail.studentUid,
      at: detail.at,
      changes: { offerId: detail.offerId, companyUid: detail.companyUid, status: { from: detail.from, to: detail.to } },
    });
  },
  ApplicationWithdrawn: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'application.withdrawn', actor: 'erasure', subject: detail.studentUid, at: detail.at, changes: { offerId: detail.offerId, companyUid: detail.companyUid, reason: detail.reason } });
  },
});
