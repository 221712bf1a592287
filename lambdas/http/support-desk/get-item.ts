import { getSupportItemRoute } from '../../../shared/contracts/support-desk/get-item';
import { recordAdminRead } from '../../audit/audit.repository';
import { defineHandler, json } from '../../lib/http';
import { getDeskItem } from '../../support/desk.service';

/** GET /api/admin/support/items/{uid}/{itemId}: a ticket with its thread, or an insurance request; the read is recorded. */
export const handler = defineHandler(getSupportItemRoute, async ({ caller, params }) => {
  // Recorded before the read: an attempt on a person's item is a read too, found or not.
  await recordAdminRead({ actor: caller.uid, subject: params.uid, action: 'support.item-viewed', changes: { itemId: params.itemId } });
  return json(200, await getDeskItem(params.uid, params.itemId));
});
