import { changeSupportStatusRoute } from '../../../shared/contracts/support-desk/patch-item';
import { defineHandler, json } from '../../lib/http';
import { changeStatus } from '../../support/desk.service';

/** PATCH /api/admin/support/items/{uid}/{itemId}: abierto → en proceso → cerrado, and no other move. */
export const handler = defineHandler(changeSupportStatusRoute, async ({ caller, params, body }) =>
  json(200, await changeStatus(caller.uid, params.uid, params.itemId, body.status)),
);
