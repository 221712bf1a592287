import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { listTickets } from '../../support/support.repository';

/** GET /api/support/tickets: the caller's own tickets and their state, newest first. */
export const handler = defineHandler(routes.listTickets, async ({ caller }) => json(200, { tickets: await listTickets(caller.uid) }));
