import { internshipsKpiRoute } from '../../../shared/contracts/kpi/get-internships';
import { countCompanies, countPublishedOffers } from '../../internships/kpis.repository';
import { defineHandler, json } from '../../lib/http';

/** GET /api/kpi/internships: how many companies have an account and how many offers are published now. */
export const handler = defineHandler(internshipsKpiRoute, async () => {
  const [companies, activeOffers] = await Promise.all([countCompanies(), countPublishedOffers()]);
  return json(200, { companies, activeOffers });
});
