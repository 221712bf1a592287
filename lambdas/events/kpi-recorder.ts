import { applyPaymentToKpis, applyRefundToKpis, applySubscriptionChangeToKpis } from '../billing/billing.service';
import { countApplication, countMessage, countOfferPublished, countSelection } from '../internships/funnel-kpis.service';
import { consumer } from '../lib/consumer';

/**
 * Keeps the KPI counters of the billing table up to date (UpdateItem ADD), once per event: the
 * KPI routes then read a fixed number of items however many payments there are.
 */
export const handler = consumer({
  // By the payment's id, not the event's: a payment counts once however many events name it.
  PaymentRecorded: async (detail) => {
    await applyPaymentToKpis(detail);
  },
  SubscriptionChanged: async (detail, event) => {
    await applySubscriptionChangeToKpis(event.id, detail);
  },
  // An admin's refund lowers the revenue of its payment's month, once per payment; other actions count nowhere.
  SubscriptionActionTaken: async (detail) => {
    await applyRefundToKpis(detail);
  },
  ApplicationSubmitted: async (detail) => {
    await countApplication(detail);
  },
  // The rest of the prácticas funnel: offers published, selections, messages.
  OfferStatusChanged: async (detail) => {
    await countOfferPublished(detail);
  },
  ApplicationStatusChanged: async (detail) => {
    await countSelection(detail);
  },
  InternshipMessageSent: async (detail) => {
    await countMessage(detail);
  },
});
