import { activationConfirmedBodySchema } from '../../../shared/schemas';
import { httpHandler, json } from '../../lib/http';
import { requestDueMail } from '../../mail/mail-requests';

/**
 * POST /api/mail/activation-confirmed {uid}: asks for the confirmation mail of an activated
 * account. Activation already sends it; the mailer's once-only claim keeps it to one mail.
 */
export const handler = httpHandler('POST /api/mail/activation-confirmed', { body: activationConfirmedBodySchema }, async ({ body }) => {
  await requestDueMail('activation-confirmed', body.uid);
  return json(202, { message: 'Correo de confirmación en camino.' });
});
