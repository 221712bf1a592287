import { writeToApplicantRoute } from '../../../shared/contracts/students/post-applicant-message';
import { defineHandler, json } from '../../lib/http';
import { writeAsCompany } from '../../students/thread.service';

/** POST /api/company/offers/{offerId}/applications/{studentUid}/messages: the caller writes to a student who applied to its own offer. */
export const handler = defineHandler(writeToApplicantRoute, async ({ caller, params, body }) => json(201, await writeAsCompany(caller.uid, params.offerId, params.studentUid, body.text)));
