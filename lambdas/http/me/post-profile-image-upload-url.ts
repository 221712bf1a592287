import { profileImageUploadBodySchema } from '../../../shared/account';
import { unauthorized } from '../../lib/errors';
import { httpHandler, json } from '../../lib/http';
import { issueProfileImageUpload } from '../../users/me.service';

/** POST /api/me/profile-image/upload-url: a presigned POST for one image under the caller's own prefix. */
export const handler = httpHandler('POST /api/me/profile-image/upload-url', { body: profileImageUploadBodySchema }, async ({ caller, body }) => {
  if (!caller) throw unauthorized();
  return json(200, await issueProfileImageUpload(caller.uid, body.contentType));
});
