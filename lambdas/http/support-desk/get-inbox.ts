import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { listInbox } from '../../support/inbox.repository';

/** GET /api/admin/support/inbox: tickets and insurance requests, priority items first, then newest movement first, by status, age and search. */
export const handler = defineHandler(routes.supportInbox, async ({ query }) => json(200, await listInbox(query)));
