import * as routes from '../../../shared/route-table';
import { listReportedOffers } from '../../internships/offers.repository';
import { defineHandler, json } from '../../lib/http';

/** GET /api/admin/internships/reported: offers users reported, most recently reported first. */
export const handler = defineHandler(routes.listReportedInternships, async () => json(200, { offers: await listReportedOffers() }));
