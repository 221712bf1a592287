import { getUserDetail } from '../../admin/admin-users.service';
import { httpHandler, json } from '../../lib/http';

/** GET /api/admin/users/{uid}: the document, the Cognito account, the subscription and the recent audit trail. */
export const handler = httpHandler('GET /api/admin/users/{uid}', {}, async ({ params }) => json(200, await getUserDetail(params.uid)));
