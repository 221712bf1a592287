import { applicantThreadRoute } from '../../../shared/contracts/students/get-applicant-messages';
import { defineHandler, json } from '../../lib/http';
import { companyThread } from '../../students/thread.service';

/** GET /api/company/offers/{offerId}/applications/{studentUid}/messages: the thread of an application to the caller's own offer, marked read. */
export const handler = defineHandler(applicantThreadRoute, async ({ caller, params }) => json(200, await companyThread(caller.uid, params.offerId, params.studentUid)));
