import { welcomeWithoutActivationBodySchema } from '../../../shared/schemas';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { requestDueMail } from '../../mail/mail-requests';

/** POST /api/mail/welcome-without-activation {email, name}: the welcome of a Google account, to the caller's own address, once. */
export const handler = httpHandler('POST /api/mail/welcome-without-activation', { body: welcomeWithoutActivationBodySchema }, async ({ body, caller }) => {
  if (!caller) throw unauthorized();
  await requestDueMail('welcome-without-activation', caller.uid, body.email);
  return json(202, { message: 'Correo de bienvenida en camino.' });
});
