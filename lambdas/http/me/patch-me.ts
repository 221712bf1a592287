import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { updateMe } from '../../users/profile.service';

/** PATCH /api/me: the caller changes their names, RSH and ClaveÚnica answers, or household facts. */
export const handler = defineHandler(routes.updateMe, async ({ caller, body }) => {
  return json(200, await updateMe(caller.uid, body));
});
