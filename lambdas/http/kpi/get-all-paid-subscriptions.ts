import { paidSubscriptionsKpiRoute } from '../../../shared/contracts/kpi/get-all-paid-subscriptions';
import { paidSubscriptionsKpi } from '../../billing/billing.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/kpi/get-all-paid-subscriptions (product §7): paid charges by month and in total, from the counters (one Query). */
export const handler = defineHandler(paidSubscriptionsKpiRoute, async () => json(200, await paidSubscriptionsKpi()));
