import { getInternshipRoute } from '../../../shared/contracts/internships/get-internship';
import { publicOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/internships/{offerId}: one offer as the public sees it (drafts and hidden offers are not found). */
export const handler = defineHandler(getInternshipRoute, async ({ params }) => json(200, await publicOffer(params.offerId)));
