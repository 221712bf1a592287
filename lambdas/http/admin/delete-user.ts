import { deleteUserRoute } from '../../../shared/contracts/admin/delete-user';
import { deleteUser } from '../../admin/user-management.service';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/users/{uid}: the account and everything the API keeps of it (204). */
export const handler = defineHandler(deleteUserRoute, async ({ caller, params }) => {
  await deleteUser(caller, params.uid);
  return noContent();
});
