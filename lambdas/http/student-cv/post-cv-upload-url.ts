import { createCvUploadRoute } from '../../../shared/contracts/student-cv/post-cv-upload-url';
import { defineHandler, json } from '../../lib/http';
import { issueCvUpload } from '../../students/student-cv.service';

/** POST /api/intern/profile/cv/upload-url: a presigned POST for one PDF under the caller's own prefix. */
export const handler = defineHandler(createCvUploadRoute, async ({ caller }) => json(200, await issueCvUpload(caller.uid)));
