import { replyToTicketRoute } from '../../../shared/contracts/support/post-reply';
import { defineHandler, json } from '../../lib/http';
import { replyAsUser } from '../../support/desk.service';

/** POST /api/support/tickets/{ticketId}/replies: the user writes in their own ticket while it is not closed. */
export const handler = defineHandler(replyToTicketRoute, async ({ caller, params, body }) => json(201, await replyAsUser(caller.uid, params.ticketId, body.mensaje)));
