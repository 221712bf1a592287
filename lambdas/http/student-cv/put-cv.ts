import { confirmCvRoute } from '../../../shared/contracts/student-cv/put-cv';
import { defineHandler, json } from '../../lib/http';
import { confirmCv } from '../../students/student-cv.service';

/** PUT /api/intern/profile/cv: after the upload, keeps the file if it is the caller's and a real PDF of at most 5 MB. */
export const handler = defineHandler(confirmCvRoute, async ({ caller, body }) => json(200, await confirmCv(caller.uid, body.key, body.fileName)));
