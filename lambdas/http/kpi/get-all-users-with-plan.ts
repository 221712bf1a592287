import { usersWithPlanKpiRoute } from '../../../shared/contracts/kpi/get-all-users-with-plan';
import { usersWithPlanKpi } from '../../billing/billing.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/kpi/get-all-users-with-plan (product §7): users with a plan, active and past due, from the counters (one Query). */
export const handler = defineHandler(usersWithPlanKpiRoute, async () => json(200, await usersWithPlanKpi()));
