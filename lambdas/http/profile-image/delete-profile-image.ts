import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { removeProfileImage } from '../../users/profile-image.service';

/** DELETE /api/me/profile-image: removes the caller's picture. */
export const handler = defineHandler(routes.deleteProfileImage, async ({ caller }) => {
  return json(200, await removeProfileImage(caller.uid));
});
