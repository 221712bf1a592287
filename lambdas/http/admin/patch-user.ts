import { updateUserRoute } from '../../../shared/contracts/admin/patch-user';
import { updateUser } from '../../admin/user-management.service';
import { defineHandler, json } from '../../lib/http';

/** PATCH /api/admin/users/{uid}: names, RUT, birth date, type (the `admin` group) and enabled. */
export const handler = defineHandler(updateUserRoute, async ({ caller, params, body }) => {
  return json(200, { user: await updateUser(caller, params.uid, body) });
});
