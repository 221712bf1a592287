import { getReportedInternshipRoute } from '../../../shared/contracts/internships/get-reported-offer';
import { reportedOffer } from '../../internships/moderation.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/internships/{offerId}/reports: an offer with its reports, for an admin to judge. */
export const handler = defineHandler(getReportedInternshipRoute, async ({ params }) => json(200, await reportedOffer(params.offerId)));
