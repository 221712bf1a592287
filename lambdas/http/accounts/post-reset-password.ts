import { resetMessages } from '../../../shared/messages';
import { resetPasswordBodySchema } from '../../../shared/schemas';
import { resetPassword } from '../../accounts/accounts.service';
import { httpHandler, json } from '../../lib/http';

/** POST /api/reset-password {userId, token, newPassword}: the link works once and for one hour. */
export const handler = httpHandler('POST /api/reset-password', { body: resetPasswordBodySchema }, async ({ body }) => {
  await resetPassword(body.userId, body.token, body.newPassword);
  return json(200, { message: resetMessages.success });
});
