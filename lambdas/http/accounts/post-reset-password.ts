import { messages } from '../../../shared/messages';
import { routes } from '../../../shared/routes';
import { resetPassword } from '../../accounts/accounts.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/reset-password {userId, token, newPassword}: the link works once and for one hour. */
export const handler = defineHandler(routes.resetPassword, async ({ body }) => {
  await resetPassword(body.userId, body.token, body.newPassword);
  return json(200, { message: messages['reset/success'] });
});
