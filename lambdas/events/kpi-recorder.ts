import { applyPaymentToKpis, applySubscriptionChangeToKpis } from '../billing/billing.service';
import { consumer } from '../lib/events';

/**
 * Keeps the KPI counters of the billing table up to date (UpdateItem ADD), once per event: the
 * KPI routes then read a fixed number of items however many payments there are.
 */
export const handler = consumer({
  PaymentRecorded: async (detail, event) => {
    await applyPaymentToKpis(event.id, detail);
  },
  SubscriptionChanged: async (detail, event) => {
    await applySubscriptionChangeToKpis(event.id, detail);
  },
});
