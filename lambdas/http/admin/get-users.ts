import { listUsersRoute } from '../../../shared/contracts/admin/get-users';
import { listUsers } from '../../admin/user-management.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/users?q=&type=&intent=&limit=&cursor=: one page of users, from the indexes. */
export const handler = defineHandler(listUsersRoute, async ({ query }) => json(200, await listUsers(query)));
