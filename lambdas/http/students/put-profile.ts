import { updateStudentProfileRoute } from '../../../shared/contracts/students/put-profile';
import { defineHandler, json } from '../../lib/http';
import { updateStudentProfile } from '../../students/student-profile.service';

/** PUT /api/intern/profile: saves the caller's studies, phone and visibility; the CV stays. */
export const handler = defineHandler(updateStudentProfileRoute, async ({ document, body }) => json(200, await updateStudentProfile(document, body)));
