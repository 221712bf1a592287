import { updateMeBodySchema } from '../../../shared/account';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { updateMe } from '../../users/me.service';

/** PATCH /api/me: the caller changes their names, RSH and ClaveÚnica answers, or household facts. */
export const handler = httpHandler('PATCH /api/me', { body: updateMeBodySchema }, async ({ caller, body }) => {
  if (!caller) throw unauthorized();
  return json(200, await updateMe(caller.uid, body));
});
