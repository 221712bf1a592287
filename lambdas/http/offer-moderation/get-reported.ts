import { listReportedInternshipsRoute } from '../../../shared/contracts/offer-moderation/get-reported';
import { listReportedOffers } from '../../internships/offers.repository';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/internships/reported: offers users reported, most recently reported first. */
export const handler = defineHandler(listReportedInternshipsRoute, async () => json(200, { offers: await listReportedOffers() }));
