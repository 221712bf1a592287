import { paidSubscriptionsKpi } from '../../billing/billing.service';
import { httpHandler, json } from '../../lib/http';

/** GET /api/kpi/get-all-paid-subscriptions (spec §7): paid charges by month and in total, from the counters (one Query). */
export const handler = httpHandler('GET /api/kpi/get-all-paid-subscriptions', {}, async () => json(200, await paidSubscriptionsKpi()));
