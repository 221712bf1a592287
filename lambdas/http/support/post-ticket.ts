import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { openTicket } from '../../support/support.service';

/** POST /api/support/tickets: the Soporte form (asunto, mensaje) opens a ticket. */
export const handler = defineHandler(routes.openTicket, async ({ caller, body }) => {
  return json(201, await openTicket(caller.uid, body));
});
