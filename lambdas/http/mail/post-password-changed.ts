import { requestPasswordChangedMailRoute } from '../../../shared/contracts/mail/post-password-changed';
import { messages } from '../../../shared/messages';
import { wasResetUsed } from '../../accounts/tokens.repository';
import { HttpError } from '../../lib/errors';
import { publish } from '../../lib/events';
import { defineHandler, json } from '../../lib/http';

/**
 * POST /api/mail/password-changed {uid, token}: asks for the mail of a reset made with this
 * (now used) token in the last day. The reset already sends it; it never goes twice.
 */
export const handler = defineHandler(requestPasswordChangedMailRoute, async ({ body }) => {
  const resetId = await wasResetUsed(body.uid, body.token);
  if (!resetId) throw new HttpError(409, 'mail-not-due');
  await publish('MailRequested', { uid: body.uid, kind: 'password-changed', ref: resetId, at: new Date().toISOString() });
  return json(202, { message: messages['mail/password-changed-requested'] });
});
