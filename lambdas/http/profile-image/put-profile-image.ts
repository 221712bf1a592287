import { confirmProfileImageRoute } from '../../../shared/contracts/profile-image/put-profile-image';
import { defineHandler, json } from '../../lib/http';
import { confirmProfileImage } from '../../users/profile-image.service';

/** PUT /api/me/profile-image: after the upload, keeps the image if it is the caller's and a real JPEG, PNG or WebP. */
export const handler = defineHandler(confirmProfileImageRoute, async ({ caller, body }) => {
  return json(200, await confirmProfileImage(caller.uid, body.key));
});
