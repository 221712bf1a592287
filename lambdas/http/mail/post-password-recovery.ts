import { messages } from '../../../shared/messages';
import * as routes from '../../../shared/route-table';
import { findRegisteredAccount } from '../../accounts/accounts.service';
import { enforceAbuseLimits } from '../../accounts/rate-limits.repository';
import { publish } from '../../lib/events';
import { defineHandler, json } from '../../lib/http';

/**
 * POST /api/mail/password-recovery {email}: the same answer for a known and an unknown e-mail,
 * so that nobody can learn who has an account; limited per e-mail and per IP.
 */
export const handler = defineHandler(routes.requestPasswordRecovery, async ({ body, event }) => {
  await enforceAbuseLimits('recovery', { ip: event.requestContext.http.sourceIp, target: body.email });
  const user = await findRegisteredAccount(body.email);
  if (user) await publish('MailRequested', { uid: user.uid, kind: 'password-recovery', at: new Date().toISOString() });
  return json(200, { message: messages['mail/recovery-sent'] });
});
