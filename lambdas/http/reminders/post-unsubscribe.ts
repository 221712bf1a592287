import { unsubscribeRemindersRoute } from '../../../shared/contracts/reminders/post-unsubscribe';
import { messages } from '../../../shared/messages';
import { defineHandler, json } from '../../lib/http';
import { unsubscribe } from '../../reminders/reminders.service';

/**
 * POST /api/reminders/unsubscribe {token}: turns benefit reminders off for the token's user, from the
 * confirmation page (the token comes from the link's fragment, which no server sees).
 */
export const handler = defineHandler(unsubscribeRemindersRoute, async ({ body }) => {
  await unsubscribe(body.token);
  return json(200, { message: messages['reminders/unsubscribed'] });
});
