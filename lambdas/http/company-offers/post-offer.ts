import { createCompanyOfferRoute } from '../../../shared/contracts/company-offers/post-offer';
import { createCompanyOffer } from '../../internships/offers.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/company/offers: a new offer, kept as a draft or published at once. Free and unlimited. */
export const handler = defineHandler(createCompanyOfferRoute, async ({ caller, document, body }) => json(201, await createCompanyOffer({ uid: caller.uid, document }, body.offer, body.publish)));
