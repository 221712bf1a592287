import { getUserRoute } from '../../../shared/contracts/admin/get-user';
import { getUserDetail } from '../../admin/user-management.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/users/{uid}: the document, the Cognito account, the subscription and the recent audit trail. */
export const handler = defineHandler(getUserRoute, async ({ params }) => json(200, await getUserDetail(params.uid)));
