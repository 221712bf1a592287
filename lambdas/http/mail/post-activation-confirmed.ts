import { activationConfirmedBodySchema } from '../../../shared/schemas';
import { HttpError } from '../../lib/errors';
import { publish } from '../../lib/events';
import { httpHandler, json } from '../../lib/http';
import { isDue } from '../../mail/mail.service';
import { getUser } from '../../users/users.repository';

/**
 * POST /api/mail/activation-confirmed {uid}: asks for the confirmation mail of an activated
 * account. Activation already sends it; the mailer's once-only claim keeps it to one mail.
 */
export const handler = httpHandler('POST /api/mail/activation-confirmed', { body: activationConfirmedBodySchema }, async ({ body }) => {
  const user = await getUser(body.uid);
  if (!user || !isDue('activation-confirmed', user)) throw new HttpError(409, 'mail-not-due');
  await publish('MailRequested', { uid: user.uid, kind: 'activation-confirmed', at: new Date().toISOString() });
  return json(202, { message: 'Correo de confirmación en camino.' });
});
