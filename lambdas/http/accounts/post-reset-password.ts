import { resetPasswordRoute } from '../../../shared/contracts/accounts/post-reset-password';
import { messages } from '../../../shared/messages';
import { resetPassword } from '../../accounts/accounts.service';
import { limitLinkFailures } from '../../accounts/rate-limits.repository';
import { defineHandler, json, viewerAddress } from '../../lib/http';

/** POST /api/reset-password {userId, token, newPassword}: the link works once and for one hour. */
export const handler = defineHandler(resetPasswordRoute, async ({ body, event }) => {
  await limitLinkFailures('reset', { ip: viewerAddress(event), target: body.userId }, () => resetPassword(body.userId, body.token, body.newPassword));
  return json(200, { message: messages['reset/success'] });
});
