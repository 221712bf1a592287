import * as routes from '../../../shared/route-table';
import { notFound } from '../../lib/errors';
import { defineHandler, json } from '../../lib/http';
import { presentMe } from '../../users/profile.service';
import { getUser } from '../../users/users.repository';

/** GET /api/me: the caller's user document (spec §3), with a read link to the profile image. */
export const handler = defineHandler(routes.getMe, async ({ caller }) => {
  const user = await getUser(caller.uid);
  if (!user) throw notFound('user-not-found');
  return json(200, await presentMe(user));
});
