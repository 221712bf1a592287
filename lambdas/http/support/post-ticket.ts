import { openTicketRoute } from '../../../shared/contracts/support/post-ticket';
import { defineHandler, json } from '../../lib/http';
import { openTicket } from '../../support/support.service';

/** POST /api/support/tickets: the Soporte form (asunto, mensaje) opens a ticket. */
export const handler = defineHandler(openTicketRoute, async ({ caller, body }) => {
  return json(201, await openTicket(caller.uid, body));
});
