import { welcomeActivationBodySchema } from '../../../shared/schemas';
import { HttpError, notFound } from '../../lib/errors';
import { publish } from '../../lib/events';
import { httpHandler, json } from '../../lib/http';
import { isDue } from '../../mail/mail.service';
import { getUser } from '../../users/users.repository';

/**
 * POST /api/mail/welcome-activation {email, name, activationLink}: the spec's welcome call. The
 * mail goes only to the caller's own address, with a link the server makes; registration
 * already sent it, and it never goes twice.
 */
export const handler = httpHandler('POST /api/mail/welcome-activation', { body: welcomeActivationBodySchema }, async ({ body, caller }) => {
  const user = caller && (await getUser(caller.uid));
  if (!user) throw notFound('user-not-found');
  if (body.email !== user.email) throw new HttpError(403, 'forbidden');
  if (!isDue('welcome-activation', user)) throw new HttpError(409, 'mail-not-due');
  await publish('MailRequested', { uid: user.uid, kind: 'welcome-activation', at: new Date().toISOString() });
  return json(202, { message: 'Correo de bienvenida en camino.' });
});
