import * as routes from '../../../shared/route-table';
import { reportedOffer } from '../../internships/moderation.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/internships/{offerId}/reports: an offer with its reports, for an admin to judge. */
export const handler = defineHandler(routes.getReportedInternship, async ({ params }) => json(200, await reportedOffer(params.offerId)));
