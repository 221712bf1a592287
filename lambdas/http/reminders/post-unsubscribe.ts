import { messages } from '../../../shared/messages';
import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { unsubscribe } from '../../reminders/reminders.service';

/**
 * POST /api/reminders/unsubscribe?token=…: turns benefit reminders off for the token's user. Mail
 * clients post `List-Unsubscribe=One-Click` here (RFC 8058); the confirmation page posts the same.
 */
export const handler = defineHandler(routes.unsubscribeReminders, async ({ query }) => {
  await unsubscribe(query.token);
  return json(200, { message: messages['reminders/unsubscribed'] });
});
