import { updateMeRoute } from '../../../shared/contracts/me/patch-me';
import { defineHandler, json } from '../../lib/http';
import { updateMe } from '../../users/profile.service';

/** PATCH /api/me: the caller changes their names, RSH and ClaveÚnica answers, or household facts. */
export const handler = defineHandler(updateMeRoute, async ({ caller, body }) => {
  return json(200, await updateMe(caller.uid, body));
});
