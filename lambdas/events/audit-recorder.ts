import { recordAudit } from '../audit/audit.repository';
import { consumer } from '../lib/events';

/** Records account events in the audit trail. */
export const handler = consumer('AdminGranted', async (detail, event) => {
  await recordAudit({ id: event.id, action: 'admin.granted', actor: detail.grantedBy, subject: detail.uid, at: detail.at, changes: { userType: 'admin' } });
});
