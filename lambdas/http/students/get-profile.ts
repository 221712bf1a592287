import { getStudentProfileRoute } from '../../../shared/contracts/students/get-profile';
import { defineHandler, json } from '../../lib/http';
import { readStudentProfile } from '../../students/student-profile.service';

/** GET /api/intern/profile: the caller's own student profile (empty until saved). */
export const handler = defineHandler(getStudentProfileRoute, async ({ caller }) => json(200, await readStudentProfile(caller.uid)));
