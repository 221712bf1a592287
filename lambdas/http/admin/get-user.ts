import { getUserRoute } from '../../../shared/contracts/admin/get-user';
import { getUserDetail } from '../../admin/user-management.service';
import { recordAdminRead } from '../../audit/audit.repository';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/users/{uid}: the document, the Cognito account, the subscription and the recent audit trail; the read is recorded. */
export const handler = defineHandler(getUserRoute, async ({ caller, params }) => {
  const detail = await getUserDetail(params.uid);
  await recordAdminRead({ actor: caller.uid, subject: detail.user.uid, action: 'admin.user-viewed' });
  return json(200, detail);
});
