import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { issueProfileImageUpload } from '../../users/profile-image.service';

/** POST /api/me/profile-image/upload-url: a presigned POST for one image under the caller's own prefix. */
export const handler = defineHandler(routes.createProfileImageUpload, async ({ caller, body }) => {
  return json(200, await issueProfileImageUpload(caller.uid, body.contentType));
});
