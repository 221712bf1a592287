import { openApplicantRoute } from '../../../shared/contracts/students/get-applicant';
import { defineHandler, json } from '../../lib/http';
import { openApplication } from '../../students/applications.service';

/** GET /api/company/offers/{offerId}/applications/{studentUid}: one applicant with contact details and a CV link; the first opening marks it vista. */
export const handler = defineHandler(openApplicantRoute, async ({ caller, params }) => json(200, await openApplication(caller.uid, params.offerId, params.studentUid)));
