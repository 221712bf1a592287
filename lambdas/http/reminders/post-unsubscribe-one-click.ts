import { unsubscribeRemindersOneClickRoute } from '../../../shared/contracts/reminders/post-unsubscribe-one-click';
import { messages } from '../../../shared/messages';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../../../shared/reminders';
import { HttpError } from '../../lib/errors';
import { defineHandler, json } from '../../lib/http';
import { unsubscribe } from '../../reminders/reminders.service';

/**
 * POST /api/reminders/unsubscribe/{token}: a mail client's one click (RFC 8058 posts
 * `List-Unsubscribe=One-Click`, which needs no reading). The token is a path segment: API Gateway
 * logs the route, not the path, and no query string carries it.
 */
export const handler = defineHandler(unsubscribeRemindersOneClickRoute, async ({ params }) => {
  const { token } = params;
  if (!token || token.length > UNSUBSCRIBE_TOKEN_MAX_LENGTH) throw new HttpError(400, 'invalid-link', 'reminders/invalid-link');
  await unsubscribe(token);
  return json(200, { message: messages['reminders/unsubscribed'] });
});
