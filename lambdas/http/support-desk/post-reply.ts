import { replyToSupportItemRoute } from '../../../shared/contracts/support-desk/post-reply';
import { defineHandler, json } from '../../lib/http';
import { replyAsAdmin } from '../../support/desk.service';

/** POST /api/admin/support/items/{uid}/{itemId}/replies: an admin answers a ticket; the user is mailed. */
export const handler = defineHandler(replyToSupportItemRoute, async ({ caller, params, body }) =>
  json(201, await replyAsAdmin(caller.uid, params.uid, params.itemId, body.mensaje)),
);
