import { benefitsWeeklyKpiRoute } from '../../../shared/contracts/kpi/get-benefits-weekly';
import { benefitsWeeklyKpi } from '../../claims/funnel.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/kpi/benefits-weekly: the benefits funnel by week, from the counters (one Query). */
export const handler = defineHandler(benefitsWeeklyKpiRoute, async () => json(200, await benefitsWeeklyKpi()));
