import { DELETION_ACTION, erasePersonalData, recordAudit, wasDeleted, withoutPersonalData } from '../audit/audit.repository';
import type { EventDetail } from '../../shared/events';
import { consumer } from '../lib/consumer';

/** An admin's change, split by kind: enabled/disabled, type change, the other fields as one edit. */
export const adminChangeEntries = (detail: EventDetail<'AdminUserChanged'>): { action: string; changes: Record<string, unknown> }[] => {
  if (detail.action === 'activation-mail-resent') return [{ action: 'admin.activation-mail-resent', changes: detail.changes }];
  const { enabled, userType, ...edited } = detail.changes;
  return [
    ...(enabled ? [{ action: enabled.to === false ? 'admin.user-disabled' : 'admin.user-enabled', changes: { enabled } }] : []),
    ...(userType ? [{ action: 'admin.type-changed', changes: { userType } }] : []),
    ...(Object.keys(edited).length ? [{ action: 'admin.user-edited', changes: edited }] : []),
  ];
};

/** Records account events in the audit trail: who, whom, what and when. Never a password or token. */
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
  GoogleAccountLinked: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.google-linked', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { provider: detail.provider } });
  },
  // Its owner proved the e-mail with Google: the account that held it without proof was removed.
  RegistrationTakenOver: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.taken-over-by-google', actor: detail.uid, subject: detail.uid, at: detail.at });
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
  // One entry per kind of change, so that the trail reads "disabled", "type changed", "edited".
  AdminUserChanged: async (detail, event) => {
    for (const entry of adminChangeEntries(detail)) {
      await recordAudit({ id: `${event.id}#${entry.action}`, action: entry.action, actor: detail.actor, subject: detail.uid, at: detail.at, changes: entry.changes });
    }
    // An edit delivered after the person's deletion (a retry, events out of order) is erased too.
    const personal = adminChangeEntries(detail).some((entry) => withoutPersonalData(entry.changes));
    if (personal && (await wasDeleted(detail.uid))) await erasePersonalData(detail.uid);
  },
  // The person was erased: the entry says who deleted whom and when, never their e-mail, RUT or name;
  // and every earlier entry about them loses those (the right to erasure, Ley 19.628 / 21.719).
  AdminUserDeleted: async (detail, event) => {
    await recordAudit({ id: event.id, action: DELETION_ACTION, actor: detail.actor, subject: detail.uid, at: detail.at, changes: {} });
    await erasePersonalData(detail.uid);
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
