import { supportTicketBodySchema } from '../../../shared/account';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { openTicket } from '../../support/support.service';

/** POST /api/support/tickets: the Soporte form (asunto, mensaje) opens a ticket. */
export const handler = httpHandler('POST /api/support/tickets', { body: supportTicketBodySchema }, async ({ caller, body }) => {
  if (!caller) throw unauthorized();
  return json(201, await openTicket(caller.uid, body));
});
