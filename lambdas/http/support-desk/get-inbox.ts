import { routes } from '../../../shared/routes';
import { defineHandler, json } from '../../lib/http';
import { listInbox } from '../../support/desk.repository';

/** GET /api/admin/support/inbox: tickets and insurance requests, newest movement first, by status, age and search. */
export const handler = defineHandler(routes.supportInbox, async ({ query }) => json(200, await listInbox(query)));
