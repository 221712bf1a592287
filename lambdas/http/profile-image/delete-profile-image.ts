import { deleteProfileImageRoute } from '../../../shared/contracts/profile-image/delete-profile-image';
import { defineHandler, json } from '../../lib/http';
import { removeProfileImage } from '../../users/profile-image.service';

/** DELETE /api/me/profile-image: removes the caller's picture. */
export const handler = defineHandler(deleteProfileImageRoute, async ({ caller }) => {
  return json(200, await removeProfileImage(caller.uid));
});
