import { updateCompanyOfferRoute } from '../../../shared/contracts/company-offers/put-offer';
import { updateCompanyOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** PUT /api/company/offers/{offerId}: the company edits its own offer (every field again). */
export const handler = defineHandler(updateCompanyOfferRoute, async ({ caller, document, params, body }) => json(200, await updateCompanyOffer({ uid: caller.uid, document }, params.offerId, body.offer)));
