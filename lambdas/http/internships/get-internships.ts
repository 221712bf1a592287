import { searchInternshipsRoute } from '../../../shared/contracts/internships/get-internships';
import { searchOffers } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/internships: the public listing, with search words and filters, a page at a time. */
export const handler = defineHandler(searchInternshipsRoute, async ({ query }) => json(200, await searchOffers(query)));
