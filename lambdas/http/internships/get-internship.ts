import * as routes from '../../../shared/route-table';
import { publicOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/internships/{offerId}: one offer as the public sees it (drafts and hidden offers are not found). */
export const handler = defineHandler(routes.getInternship, async ({ params }) => json(200, await publicOffer(params.offerId)));
