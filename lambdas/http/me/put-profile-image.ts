import { profileImageConfirmBodySchema } from '../../../shared/account';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { confirmProfileImage } from '../../users/me.service';

/** PUT /api/me/profile-image: after the upload, keeps the image if it is the caller's and a real JPEG, PNG or WebP. */
export const handler = httpHandler('PUT /api/me/profile-image', { body: profileImageConfirmBodySchema }, async ({ caller, body }) => {
  if (!caller) throw unauthorized();
  return json(200, await confirmProfileImage(caller.uid, body.key));
});
