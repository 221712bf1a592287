import { getCompanyOfferRoute } from '../../../shared/contracts/company-offers/get-offer';
import { ownOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/company/offers/{offerId}: one of the company's own offers (another's is not found). */
export const handler = defineHandler(getCompanyOfferRoute, async ({ caller, params }) => json(200, await ownOffer(caller.uid, params.offerId)));
