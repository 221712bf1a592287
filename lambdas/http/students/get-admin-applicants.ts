import { adminListApplicantsRoute } from '../../../shared/contracts/students/get-admin-applicants';
import { defineHandler, json } from '../../lib/http';
import { offerApplicantsForAdmin } from '../../students/applications.service';

/** GET /api/admin/internships/{offerId}/applications: an admin reads any offer's applicants. */
export const handler = defineHandler(adminListApplicantsRoute, async ({ params }) => json(200, await offerApplicantsForAdmin(params.offerId)));
