import { adminUpdateUserBodySchema } from '../../../shared/admin';
import { updateUser } from '../../admin/admin-users.service';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';

/** PATCH /api/admin/users/{uid}: names, RUT, birth date, type (the `admin` group) and enabled. */
export const handler = httpHandler('PATCH /api/admin/users/{uid}', { body: adminUpdateUserBodySchema }, async ({ caller, params, body }) => {
  if (!caller) throw unauthorized();
  return json(200, { user: await updateUser(caller, params.uid, body) });
});
