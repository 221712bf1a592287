import { getSupportItemRoute } from '../../../shared/contracts/support-desk/get-item';
import { defineHandler, json } from '../../lib/http';
import { getDeskItem } from '../../support/desk.service';

/** GET /api/admin/support/items/{uid}/{itemId}: a ticket with its thread, or an insurance request. */
export const handler = defineHandler(getSupportItemRoute, async ({ params }) => json(200, await getDeskItem(params.uid, params.itemId)));
