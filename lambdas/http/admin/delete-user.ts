import { deleteUser } from '../../admin/admin-users.service';
import { unauthorized } from '../../lib/errors';
import { httpHandler } from '../../lib/http';

/** DELETE /api/admin/users/{uid}: the account and everything the API keeps of it (204). */
export const handler = httpHandler('DELETE /api/admin/users/{uid}', {}, async ({ caller, params }) => {
  if (!caller) throw unauthorized();
  await deleteUser(caller, params.uid);
  return { statusCode: 204, headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } };
});
