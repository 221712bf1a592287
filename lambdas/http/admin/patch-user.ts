import * as routes from '../../../shared/route-table';
import { updateUser } from '../../admin/user-management.service';
import { defineHandler, json } from '../../lib/http';

/** PATCH /api/admin/users/{uid}: names, RUT, birth date, type (the `admin` group) and enabled. */
export const handler = defineHandler(routes.updateUser, async ({ caller, params, body }) => {
  return json(200, { user: await updateUser(caller, params.uid, body) });
});
