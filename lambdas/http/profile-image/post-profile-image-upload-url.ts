import { createProfileImageUploadRoute } from '../../../shared/contracts/profile-image/post-profile-image-upload-url';
import { defineHandler, json } from '../../lib/http';
import { issueProfileImageUpload } from '../../users/profile-image.service';

/** POST /api/me/profile-image/upload-url: a presigned POST for one image under the caller's own prefix. */
export const handler = defineHandler(createProfileImageUploadRoute, async ({ caller, body }) => {
  return json(200, await issueProfileImageUpload(caller.uid, body.contentType));
});
