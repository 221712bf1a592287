import { getTicketRoute } from '../../../shared/contracts/support/get-ticket';
import { defineHandler, json } from '../../lib/http';
import { getOwnTicket } from '../../support/desk.service';

/** GET /api/support/tickets/{ticketId}: the caller's own ticket with its thread (another's answers 404). */
export const handler = defineHandler(getTicketRoute, async ({ caller, params }) => json(200, await getOwnTicket(caller.uid, params.ticketId)));
