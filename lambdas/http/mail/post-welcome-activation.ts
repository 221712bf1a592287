import { welcomeActivationBodySchema } from '../../../shared/schemas';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { requestDueMail } from '../../mail/mail-requests';

/**
 * POST /api/mail/welcome-activation {email, name, activationLink}: the spec's welcome call. The
 * mail goes only to the caller's own address, with a link the server makes; registration
 * already sent it, and it never goes twice.
 */
export const handler = httpHandler('POST /api/mail/welcome-activation', { body: welcomeActivationBodySchema }, async ({ body, caller }) => {
  if (!caller) throw unauthorized();
  await requestDueMail('welcome-activation', caller.uid, body.email);
  return json(202, { message: 'Correo de bienvenida en camino.' });
});
