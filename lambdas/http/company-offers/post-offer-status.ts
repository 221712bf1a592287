import { changeCompanyOfferStatusRoute } from '../../../shared/contracts/company-offers/post-offer-status';
import { changeCompanyOfferStatus } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/company/offers/{offerId}/status: publish, pause or close the company's own offer. */
export const handler = defineHandler(changeCompanyOfferStatusRoute, async ({ caller, document, params, body }) => json(200, await changeCompanyOfferStatus({ uid: caller.uid, document }, params.offerId, body.action)));
