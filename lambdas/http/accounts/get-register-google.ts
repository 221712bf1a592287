import { getGoogleRegistrationRoute } from '../../../shared/contracts/accounts/get-register-google';
import { googleProfileOf } from '../../accounts/federation.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/register/google: the e-mail and names Google sent, for the register screen in Google mode. */
export const handler = defineHandler(getGoogleRegistrationRoute, async ({ caller }) => {
  return json(200, await googleProfileOf(caller));
});
