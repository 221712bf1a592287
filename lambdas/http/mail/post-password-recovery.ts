import { messages } from '../../../shared/messages';
import { routes } from '../../../shared/routes';
import { findRegisteredAccount } from '../../accounts/accounts.service';
import { allowRequest } from '../../accounts/rate-limits.repository';
import { HttpError } from '../../lib/errors';
import { publish } from '../../lib/events';
import { defineHandler, json } from '../../lib/http';

const perEmail = { name: 'recovery-email', max: 3, windowSeconds: 15 * 60 };
const perIp = { name: 'recovery-ip', max: 20, windowSeconds: 15 * 60 };

/**
 * POST /api/mail/password-recovery {email}: the same answer for a known and an unknown e-mail,
 * so that nobody can learn who has an account; limited per e-mail and per IP.
 */
export const handler = defineHandler(routes.requestPasswordRecovery, async ({ body, event }) => {
  const ip = event.requestContext.http.sourceIp;
  const [ipAllowed, emailAllowed] = [await allowRequest(perIp, ip), await allowRequest(perEmail, body.email)];
  if (!ipAllowed || !emailAllowed) throw new HttpError(429, 'too-many-requests');
  const user = await findRegisteredAccount(body.email);
  if (user) await publish('MailRequested', { uid: user.uid, kind: 'password-recovery', at: new Date().toISOString() });
  return json(200, { message: messages['mail/recovery-sent'] });
});
