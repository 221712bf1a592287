import { activationMessages } from '../../../shared/messages';
import { activateBodySchema } from '../../../shared/schemas';
import { activateAccount } from '../../accounts/accounts.service';
import { httpHandler, json } from '../../lib/http';

/**
 * POST /api/activate {uid, token}: only this POST uses the token up; opening the link (a GET)
 * just loads the page. An account already active answers "Cuenta ya activada" (spec §4).
 */
export const handler = httpHandler('POST /api/activate', { body: activateBodySchema }, async ({ body }) => {
  const result = await activateAccount(body.uid, body.token);
  return json(200, { message: result === 'already' ? activationMessages.alreadyActivatedApi : 'Cuenta activada' });
});
