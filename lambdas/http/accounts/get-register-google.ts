import * as routes from '../../../shared/route-table';
import { googleProfileOf } from '../../accounts/federation.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/register/google: the e-mail and names Google sent, for the register screen in Google mode. */
export const handler = defineHandler(routes.getGoogleRegistration, async ({ caller }) => {
  return json(200, await googleProfileOf(caller));
});
