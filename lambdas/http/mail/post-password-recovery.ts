import { requestPasswordRecoveryRoute } from '../../../shared/contracts/mail/post-password-recovery';
import { messages } from '../../../shared/messages';
import { findRegisteredAccount } from '../../accounts/accounts.service';
import { countAbuse } from '../../accounts/rate-limits.repository';
import { HttpError } from '../../lib/errors';
import { publish } from '../../lib/events';
import { defineHandler, json, viewerAddress } from '../../lib/http';

/**
 * POST /api/mail/password-recovery {email}: the same answer for a known and an unknown e-mail,
 * so that nobody can learn who has an account; limited per e-mail and per address. Past the
 * per-e-mail limit the answer is the same and nothing is sent: a stranger's requests cannot lock a
 * person out of recovery (a 429 would also tell them the limit was met).
 */
export const handler = defineHandler(requestPasswordRecoveryRoute, async ({ body, event }) => {
  const allowed = await countAbuse('recovery', { ip: viewerAddress(event), target: body.email });
  if (!allowed.ip) throw new HttpError(429, 'too-many-requests');
  const user = allowed.target ? await findRegisteredAccount(body.email) : undefined;
  if (user) await publish('MailRequested', { uid: user.uid, kind: 'password-recovery', at: new Date().toISOString() });
  return json(200, { message: messages['mail/recovery-sent'] });
});
