import { requestActivationConfirmedMailRoute } from '../../../shared/contracts/mail/post-activation-confirmed';
import { messages } from '../../../shared/messages';
import { defineHandler, json } from '../../lib/http';
import { requestDueMailQuietly } from '../../mail/mail-requests';

/**
 * POST /api/mail/activation-confirmed {uid}: asks for the confirmation mail of an activated
 * account. Activation already sends it; the mailer's once-only claim keeps it to one mail. A
 * public call: every uid gets the same answer.
 */
export const handler = defineHandler(requestActivationConfirmedMailRoute, async ({ body }) => {
  await requestDueMailQuietly('activation-confirmed', body.uid);
  return json(202, { message: messages['mail/confirmation-requested'] });
});
