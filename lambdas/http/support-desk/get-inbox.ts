import { supportInboxRoute } from '../../../shared/contracts/support-desk/get-inbox';
import { defineHandler, json } from '../../lib/http';
import { listDeskInbox } from '../../support/desk.service';

/** GET /api/admin/support/inbox: tickets and insurance requests, priority items first, then newest movement first, by status, age and search; each with its person as they are now. */
export const handler = defineHandler(supportInboxRoute, async ({ query }) => json(200, await listDeskInbox(query)));
