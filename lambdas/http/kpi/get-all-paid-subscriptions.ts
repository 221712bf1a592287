import * as routes from '../../../shared/route-table';
import { paidSubscriptionsKpi } from '../../billing/billing.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/kpi/get-all-paid-subscriptions (spec §7): paid charges by month and in total, from the counters (one Query). */
export const handler = defineHandler(routes.paidSubscriptionsKpi, async () => json(200, await paidSubscriptionsKpi()));
