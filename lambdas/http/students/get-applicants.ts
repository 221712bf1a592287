import { listApplicantsRoute } from '../../../shared/contracts/students/get-applicants';
import { defineHandler, json } from '../../lib/http';
import { offerApplicants } from '../../students/applications.service';

/** GET /api/company/offers/{offerId}/applications: the applicants of one of the caller's own offers. */
export const handler = defineHandler(listApplicantsRoute, async ({ caller, params }) => json(200, await offerApplicants(caller.uid, params.offerId)));
