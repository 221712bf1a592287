import { recordAudit } from '../audit/audit.repository';
import { consumer } from '../lib/events';

/** Records account events in the audit trail: who, whom, what and when. Never a password or token. */
export const handler = consumer({
  UserRegistered: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.registered', actor: detail.uid, subject: detail.uid, at: detail.at, changes: { provider: detail.provider, ...(detail.signupIntent ? { signupIntent: detail.signupIntent } : {}) } });
  },
  UserActivated: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.activated', actor: detail.uid, subject: detail.uid, at: detail.at });
  },
  PasswordChanged: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'account.password-reset', actor: detail.uid, subject: detail.uid, at: detail.at });
  },
  AdminGranted: async (detail, event) => {
    await recordAudit({ id: event.id, action: 'admin.granted', actor: detail.grantedBy, subject: detail.uid, at: detail.at, changes: { userType: 'admin' } });
  },
});
