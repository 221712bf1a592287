import * as routes from '../../../shared/route-table';
import { updateCompanyOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** PUT /api/company/offers/{offerId}: the company edits its own offer (every field again). */
export const handler = defineHandler(routes.updateCompanyOffer, async ({ caller, document, params, body }) => json(200, await updateCompanyOffer({ uid: caller.uid, document }, params.offerId, body.offer)));
