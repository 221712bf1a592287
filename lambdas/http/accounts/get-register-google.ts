import { googleProfileOf } from '../../accounts/federation.service';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';

/** GET /api/register/google: the e-mail and names Google sent, for the register screen in Google mode. */
export const handler = httpHandler('GET /api/register/google', {}, async ({ caller }) => {
  if (!caller) throw unauthorized();
  return json(200, await googleProfileOf(caller));
});
