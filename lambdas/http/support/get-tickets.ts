import type { SupportTicketList } from '../../../shared/account';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { listTickets } from '../../support/support.repository';

/** GET /api/support/tickets: the caller's own tickets and their state, newest first. */
export const handler = httpHandler('GET /api/support/tickets', {}, async ({ caller }) => {
  if (!caller) throw unauthorized();
  const answer: SupportTicketList = { tickets: await listTickets(caller.uid) };
  return json(200, answer);
});
