import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { replyAsUser } from '../../support/desk.service';

/** POST /api/support/tickets/{ticketId}/replies: the user writes in their own ticket while it is not closed. */
export const handler = defineHandler(routes.replyToTicket, async ({ caller, params, body }) => json(201, await replyAsUser(caller.uid, params.ticketId, body.mensaje)));
