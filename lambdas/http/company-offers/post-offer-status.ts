import * as routes from '../../../shared/route-table';
import { changeCompanyOfferStatus } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/company/offers/{offerId}/status: publish, pause or close the company's own offer. */
export const handler = defineHandler(routes.changeCompanyOfferStatus, async ({ caller, document, params, body }) => json(200, await changeCompanyOfferStatus({ uid: caller.uid, document }, params.offerId, body.action)));
