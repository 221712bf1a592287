import { usersWithPlanKpi } from '../../billing/billing.service';
import { httpHandler, json } from '../../lib/http';

/** GET /api/kpi/get-all-users-with-plan (spec §7): users with a plan, active and past due, from the counters (one Query). */
export const handler = httpHandler('GET /api/kpi/get-all-users-with-plan', {}, async () => json(200, await usersWithPlanKpi()));
