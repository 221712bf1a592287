import * as routes from '../../../shared/route-table';
import { createCompanyOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/company/offers: a new offer, kept as a draft or published at once. Free and unlimited. */
export const handler = defineHandler(routes.createCompanyOffer, async ({ caller, document, body }) => json(201, await createCompanyOffer({ uid: caller.uid, document }, body.offer, body.publish)));
