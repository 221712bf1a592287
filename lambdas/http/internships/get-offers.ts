import { listAdminOffersRoute } from '../../../shared/contracts/internships/get-offers';
import { listAdminOffers } from '../../internships/moderation.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/internships: every offer, or the reported ones, by state, company and words, a page at a time. */
export const handler = defineHandler(listAdminOffersRoute, async ({ query }) => json(200, await listAdminOffers(query)));
