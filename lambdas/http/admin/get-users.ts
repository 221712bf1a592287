import { adminUsersQuerySchema } from '../../../shared/admin';
import { listUsers } from '../../admin/admin-users.service';
import { badRequest } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';

/** GET /api/admin/users?q=&type=&intent=&limit=&cursor=: one page of users, from the indexes. */
export const handler = httpHandler('GET /api/admin/users', {}, async ({ query }) => {
  const parsed = adminUsersQuerySchema.safeParse(query);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw badRequest('bad-request', fields);
  }
  return json(200, await listUsers(parsed.data));
});
