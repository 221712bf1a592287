import { requestWelcomeActivationMailRoute } from '../../../shared/contracts/mail/post-welcome-activation';
import { messages } from '../../../shared/messages';
import { defineHandler, json } from '../../lib/http';
import { requestDueMail } from '../../mail/mail-requests';

/**
 * POST /api/mail/welcome-activation {email, name, activationLink}: the product's welcome call. The
 * mail goes only to the caller's own address, with a link the server makes; registration
 * already sent it, and it never goes twice.
 */
export const handler = defineHandler(requestWelcomeActivationMailRoute, async ({ body, caller }) => {
  await requestDueMail('welcome-activation', caller.uid, body.email);
  return json(202, { message: messages['mail/welcome-requested'] });
});
