import { resendActivationRoute } from '../../../shared/contracts/accounts/post-activation-resend';
import { messages } from '../../../shared/messages';
import { publish } from '../../lib/events';
import { HttpError } from '../../lib/errors';
import { defineHandler, json } from '../../lib/http';
import { allowRequest } from '../../lib/rate-limit.repository';
import { isDue } from '../../mail/mail.service';
import { fromUserItem } from '../../users/users.repository';

/** One new activation link a minute, five a day: the old links stop working. */
const limits = [
  { name: 'activation-resend-minute', max: 1, windowSeconds: 60 },
  { name: 'activation-resend-day', max: 5, windowSeconds: 24 * 60 * 60 },
];

/** POST /api/activation/resend: a signed-in, not yet activated account asks for a new link. */
export const handler = defineHandler(resendActivationRoute, async ({ document }) => {
  const user = fromUserItem(document);
  if (!isDue('activation-link', user)) throw new HttpError(409, 'already-activated');
  for (const limit of limits) if (!(await allowRequest(limit, user.uid))) throw new HttpError(429, 'too-many-requests');
  await publish('MailRequested', { uid: user.uid, kind: 'activation-link', at: new Date().toISOString() });
  return json(202, { message: messages['activation/link-resent'] });
});
