import { requestWelcomeWithoutActivationMailRoute } from '../../../shared/contracts/mail/post-welcome-without-activation';
import { messages } from '../../../shared/messages';
import { defineHandler, json } from '../../lib/http';
import { requestDueMail } from '../../mail/mail-requests';

/** POST /api/mail/welcome-without-activation {email, name}: the welcome of a Google account, to the caller's own address, once. */
export const handler = defineHandler(requestWelcomeWithoutActivationMailRoute, async ({ body, caller }) => {
  await requestDueMail('welcome-without-activation', caller.uid, body.email);
  return json(202, { message: messages['mail/welcome-requested'] });
});
