import { listTicketsRoute } from '../../../shared/contracts/support/get-tickets';
import { defineHandler, json } from '../../lib/http';
import { listTickets } from '../../support/support.repository';

/** GET /api/support/tickets: the caller's own tickets and their state, newest first. */
export const handler = defineHandler(listTicketsRoute, async ({ caller }) => json(200, { tickets: await listTickets(caller.uid) }));
