import { benefitCoverageKpiRoute } from '../../../shared/contracts/kpi/get-benefit-coverage';
import { todayInChile } from '../../../shared/age';
import { benefitCoverageKpi } from '../../billing/billing.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/kpi/benefit-coverage: users likely / maybe / no by benefit, from the counters (one Query, no scan of users). */
export const handler = defineHandler(benefitCoverageKpiRoute, async () => json(200, await benefitCoverageKpi(todayInChile())));
