import { listCompanyOffersRoute } from '../../../shared/contracts/company-offers/get-offers';
import { companyOffers } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/company/offers: the company's own offers, newest first. */
export const handler = defineHandler(listCompanyOffersRoute, async ({ caller }) => json(200, { offers: await companyOffers(caller.uid) }));
