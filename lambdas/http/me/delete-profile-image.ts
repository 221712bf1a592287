import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { removeProfileImage } from '../../users/me.service';

/** DELETE /api/me/profile-image: removes the caller's picture. */
export const handler = httpHandler('DELETE /api/me/profile-image', {}, async ({ caller }) => {
  if (!caller) throw unauthorized();
  return json(200, await removeProfileImage(caller.uid));
});
