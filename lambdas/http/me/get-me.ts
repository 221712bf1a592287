import { notFound } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { presentMe } from '../../users/me.service';
import { getUser } from '../../users/users.repository';

/** GET /api/me: the caller's user document (spec §3), with a read link to the profile image. */
export const handler = httpHandler('GET /api/me', {}, async ({ caller }) => {
  const user = caller && (await getUser(caller.uid));
  if (!user) throw notFound('user-not-found');
  return json(200, await presentMe(user));
});
