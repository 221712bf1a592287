import { todayInChile } from '../../shared/age';
import type { Cursor, WalkPage } from '../lib/fan-out';
import { getSubscription } from './billing.repository';
import { billSubscription, CATCH_UP_MONTHS, type BillingRunResult } from './billing.service';
import { emptyRunResult } from './renewal-charge.service';
import { pastDuePage, pendingFirstChargesPage, renewingPage, type UidPage } from './billing-walk.repository';
import { addMonths, PAST_DUE_GRACE_DAYS, PENDING_CHARGE_ALARM_MS, renewalNoticeMonth, yearMonth } from './billing.rules';
import { reconcileFirstCharge } from './first-charge.service';
import { getPendingFirstCharge } from './first-charge.repository';
import type { PaymentGateway } from './payment-gateway';

/**
 * The billing day as walks and items for the job's queue (lambdas/jobs/billing.ts drives it,
 * lambdas/jobs/billing-worker.ts works it). Every walk and item carries the run's instant, so that a
 * message handled late (a retry, a backlog past midnight) is judged on the day its run judged.
 */
export type BillingWalk = { at: string } & ({ kind: 'first-charges' } | { kind: 'past-due'; notAfter: string } | { kind: 'renewals'; month: string });
export interface BillingItem {
  kind: 'first-charge' | 'subscription';
  uid: string;
  at: string;
}

/**
 * What a billing day visits: the first charges Transbank left unanswered, the subscriptions past due
 * longer than the grace period, the renewals of this month and the months a missed run left due, and
 * in a month's last week next month's renewals (an annual plan's notice goes a week ahead).
 */
export const billingWalks = (now: Date): BillingWalk[] => {
  const at = now.toISOString();
  const today = todayInChile(now);
  const thisMonth = `${yearMonth(today)}-01`;
  const notice = renewalNoticeMonth(today);
  const months = [
    ...Array.from({ length: CATCH_UP_MONTHS + 1 }, (_unused, index) => yearMonth(addMonths(thisMonth, index - CATCH_UP_MONTHS))),
    ...(notice && notice !== yearMonth(today) ? [notice] : []),
  ];
  return [
    { kind: 'first-charges', at },
    { kind: 'past-due', notAfter: new Date(now.getTime() - PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000).toISOString(), at },
    ...months.map((month): BillingWalk => ({ kind: 'renewals', month, at })),
  ];
};

const pageOf = (walk: BillingWalk, cursor: Cursor | undefined): Promise<UidPage> => {
  if (walk.kind === 'first-charges') return pendingFirstChargesPage(cursor);
  if (walk.kind === 'past-due') return pastDuePage(walk.notAfter, cursor);
  return renewingPage(walk.month, cursor);
};

/** One page of a walk, as items. */
export const readBillingPage = async (walk: BillingWalk, cursor: Cursor | undefined): Promise<WalkPage<BillingItem>> => {
  const { uids, next } = await pageOf(walk, cursor);
  const kind = walk.kind === 'first-charges' ? 'first-charge' : 'subscription';
  return { items: uids.map((uid) => ({ kind, uid, at: walk.at })), ...(next ? { next } : {}) };
};


/**
 * One item of the billing day, read again by key: a subscription billed as `billSubscription` decides,
 * or a pending first charge settled from Transbank's status. Gone since the page was read: nothing.
 */
export const billItem = async (item: BillingItem, gateway: PaymentGateway): Promise<BillingRunResult> => {
  const result = emptyRunResult();
  const now = new Date(item.at);
  if (item.kind === 'first-charge') {
    const pending = await getPendingFirstCharge(item.uid);
    if (!pending) return result;
    result.checked += 1;
    const settled = await reconcileFirstCharge(gateway, pending, now);
    if (settled === 'suscrito') Object.assign(result, { charged: 1, paid: 1 });
    else if (settled === 'pago-rechazado') Object.assign(result, { charged: 1, failed: 1 });
    else result.unsettled += 1;
    if (now.getTime() - Date.parse(pending.at) > PENDING_CHARGE_ALARM_MS) result.overdue += 1;
    return result;
  }
  const subscription = await getSubscription(item.uid);
  if (!subscription) return result;
  result.checked += 1;
  await billSubscription(subscription, gateway, now, result);
  return result;
};
