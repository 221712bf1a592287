import { BatchGetCommand, DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, Plan, Subscription, SubscriptionStatus } from '../../shared/admin';
import type { InternshipWeek } from '../../shared/students';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { kpiCounters } from '../lib/kpi-counters.repository';
import { renewalMonthOf, type PendingCharge, type StoredSubscription } from './billing.rules';
import { changeSubscription } from './subscription.repository';

export type { CounterDelta } from '../lib/kpi-counters';
export { addToCounters, applyCounterDeltas, kpiCounters } from '../lib/kpi-counters.repository';

/**
 * The only module that touches the billing table: subscriptions, payments, KPI counters and the
 * markers that apply each event to the counters once (keys: `billingKeys` of shared/data/keys.ts).
 */

const PAST_DUE = 'PAST_DUE';
const internalAttributes = ['pk', 'sk', 'renewalMonth', 'pastDueKey', 'lastAttemptDate', 'pendingCharge', 'card', 'demo', 'renewalNoticeFor'] as const;

/** The stored item: byRenewal holds every subscription not cancelled, byPastDue those past due. */
export const subscriptionItem = (subscription: StoredSubscription): Record<string, unknown> => ({
  ...billingKeys.subscription(subscription.uid),
  ...subscription,
  ...(subscription.status === 'cancelled' ? {} : { renewalMonth: renewalMonthOf(subscription) }),
  ...(subscription.status === 'past_due' && subscription.pastDueSince ? { pastDueKey: PAST_DUE } : {}),
});

export const paymentItem = (payment: Payment): Record<string, unknown> => ({ ...billingKeys.payment(payment), ...payment });

const toStored = (item: Record<string, unknown>): StoredSubscription => {
  const { pk: _pk, sk: _sk, renewalMonth: _renewal, pastDueKey: _pastDue, ...subscription } = item;
  return subscription as unknown as StoredSubscription;
};

/** The subscription as the admin sees it, without the job's bookkeeping. */
export const presentSubscription = (subscription: StoredSubscription): Subscription => {
  const internal = new Set<string>(internalAttributes);
  const shown = Object.fromEntries(Object.entries(subscription).filter(([name]) => !internal.has(name))) as unknown as Subscription;
  return subscription.card ? { ...shown, card: { cardType: subscription.card.cardType, last4: subscription.card.last4 } } : shown;
};

export const getSubscription = async (uid: string): Promise<StoredSubscription | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.subscription(uid), ConsistentRead: true }));
  return Item && toStored(Item);
};

/** Plan and status of each of these users' subscriptions: one BatchGetItem for a page of up to 100. */
export const getPlanStatuses = async (uids: readonly string[]): Promise<Map<string, { plan: Plan; status: SubscriptionStatus }>> => {
  const found = new Map<string, { plan: Plan; status: SubscriptionStatus }>();
  let keys: Record<string, unknown>[] = [...new Set(uids)].map((uid) => billingKeys.subscription(uid));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const result = await dynamo.send(
      new BatchGetCommand({
        RequestItems: { [env().TABLE_BILLING]: { Keys: keys, ProjectionExpression: '#uid, #plan, #status', ExpressionAttributeNames: { '#uid': 'uid', '#plan': 'plan', '#status': 'status' } } },
      }),
    );
    for (const item of result.Responses?.[env().TABLE_BILLING] ?? []) found.set(String(item.uid), { plan: item.plan as Plan, status: item.status as SubscriptionStatus });
    keys = result.UnprocessedKeys?.[env().TABLE_BILLING]?.Keys ?? [];
    if (keys.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
  return found;
};

/**
 * In a transaction: the account exists and is enabled, so that its owner can sign in to cancel. Every
 * charge is claimed under it: an account deleted or disabled before the claim is never charged.
 */
export const ownerChargeableCheck = (uid: string) => ({
  ConditionCheck: {
    TableName: env().TABLE_USERS,
    Key: { uid },
    ConditionExpression: 'attribute_exists(uid) AND (attribute_not_exists(disabled) OR disabled = :false)',
    ExpressionAttributeValues: { ':false': false },
  },
});

/** Not cancelled by its user: `cancelAtPeriodEnd` absent or false. */
const NOT_CANCELLED_BY_USER = '(attribute_not_exists(cancelAtPeriodEnd) OR cancelAtPeriodEnd = :false)';

/**
 * Claims today's charge of a renewal and notes the charge about to be sent (its buy order) before
 * the provider is called: false when another run already tried today, a charge is in flight, the
 * subscription changed since it was read, its user cancelled it, or its account is gone or disabled.
 * A run stopped after the call leaves `pendingCharge`, which the next run settles by asking the
 * provider, never by charging again.
 */
export const claimChargeAttempt = (subscription: StoredSubscription, today: string, pending: PendingCharge, options: { evenIfTriedToday?: boolean } = {}): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_BILLING,
              Key: billingKeys.subscription(subscription.uid),
              UpdateExpression: 'SET lastAttemptDate = :today, pendingCharge = :pending',
              // A new card is charged at once even if the old one failed today; a charge in flight always holds the subscription.
              ConditionExpression: `${options.evenIfTriedToday ? '' : '(attribute_not_exists(lastAttemptDate) OR lastAttemptDate <> :today) AND '}attribute_not_exists(pendingCharge) AND currentPeriodEnd = :end AND #status = :status AND ${NOT_CANCELLED_BY_USER}`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':today': today, ':pending': pending, ':end': subscription.currentPeriodEnd, ':status': subscription.status, ':false': false },
            },
          },
          ownerChargeableCheck(subscription.uid),
        ],
      }),
    ),
  );

/**
 * Claims the sending again of a charge Transbank never received, before it is sent: only the caller
 * that moves its `sentAt` from the one it read sends it, and only while the subscription is in force,
 * not cancelled by its user, and its account exists and is enabled. False otherwise.
 */
export const claimChargeResend = (uid: string, pending: PendingCharge, now: string, card: PendingCharge['card']): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_BILLING,
              Key: billingKeys.subscription(uid),
              UpdateExpression: `SET pendingCharge.sentAt = :now${card ? ', pendingCharge.card = :card' : ''}`,
              ConditionExpression: `pendingCharge.buyOrder = :buyOrder AND ${pending.sentAt ? 'pendingCharge.sentAt = :seen' : 'attribute_not_exists(pendingCharge.sentAt)'} AND #status <> :cancelled AND ${NOT_CANCELLED_BY_USER}`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':now': now, ':buyOrder': pending.buyOrder, ':cancelled': 'cancelled', ':false': false, ...(pending.sentAt ? { ':seen': pending.sentAt } : {}), ...(card ? { ':card': card } : {}) },
            },
          },
          ownerChargeableCheck(uid),
        ],
      }),
    ),
  );

/**
 * Gives up a charge Transbank never received and that may no longer be sent (its user cancelled, its
 * account is gone or disabled): the pending charge goes, with no payment, if it is still the one read.
 */
export const abandonCharge = (uid: string, pending: PendingCharge): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: billingKeys.subscription(uid),
        UpdateExpression: 'REMOVE pendingCharge',
        ConditionExpression: `pendingCharge.buyOrder = :buyOrder AND ${pending.sentAt ? 'pendingCharge.sentAt = :seen' : 'attribute_not_exists(pendingCharge.sentAt)'}`,
        ExpressionAttributeValues: { ':buyOrder': pending.buyOrder, ...(pending.sentAt ? { ':seen': pending.sentAt } : {}) },
      }),
    ),
  );

/** The attributes the billing job owns: a charge's or a cancellation's write sets only these, never the card nor the user's cancellation. */
const jobFields = ['status', 'priceClp', 'currentPeriodStart', 'currentPeriodEnd', 'updatedAt', 'lastAttemptDate', 'pastDueSince', 'cancelledAt'] as const;

/**
 * An Update that writes the job's fields of `next` (and the index keys they imply) and removes the
 * ones `next` lacks, plus `pendingCharge`: whatever else changed meanwhile (a card change, the user's
 * cancellation) stays as it is, instead of being overwritten by a copy read before the charge.
 */
const jobUpdate = (next: StoredSubscription, condition: string, values: Record<string, unknown>, names: Record<string, string> = {}) => {
  const item = subscriptionItem(next);
  const set: string[] = [];
  const remove: string[] = ['pendingCharge'];
  const attributeNames: Record<string, string> = { ...names };
  const attributeValues: Record<string, unknown> = { ...values };
  for (const field of [...jobFields, 'renewalMonth', 'pastDueKey']) {
    attributeNames[`#${field}`] = field;
    if (item[field] === undefined) remove.push(`#${field}`);
    else {
      set.push(`#${field} = :${field}`);
      attributeValues[`:${field}`] = item[field];
    }
  }
  return {
    TableName: env().TABLE_BILLING,
    Key: billingKeys.subscription(next.uid),
    UpdateExpression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
    ConditionExpression: condition,
    ExpressionAttributeNames: attributeNames,
    ExpressionAttributeValues: attributeValues,
  };
};

/**
 * Writes the charge's payment and the subscription after it, in one transaction, only while the
 * charge still holds the subscription (its `pendingCharge`, set by `claimChargeAttempt`, is the lock):
 * false when another run settled it already. A card change or a cancellation made while the charge
 * was in flight is kept.
 */
export const recordCharge = (payment: Payment, next: StoredSubscription, buyOrder: string, events: readonly OutboxWrite[] = []): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: env().TABLE_BILLING, Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: jobUpdate(next, 'pendingCharge.buyOrder = :lock', { ':lock': buyOrder }) },
          ...events,
        ],
      }),
    ),
  );

/**
 * Notes that this period's renewal notice is due, with its event, once: only while the subscription
 * is still in this period, not cancelled, and not noted yet; false otherwise.
 */
export const markRenewalNoticed = (subscription: StoredSubscription, events: readonly OutboxWrite[]): Promise<boolean> =>
  changeSubscription(
    subscription.uid,
    {
      update: 'SET renewalNoticeFor = :end',
      condition: 'currentPeriodEnd = :end AND #status <> :cancelled AND (attribute_not_exists(renewalNoticeFor) OR renewalNoticeFor <> :end) AND (attribute_not_exists(cancelAtPeriodEnd) OR cancelAtPeriodEnd = :false)',
      values: { ':end': subscription.currentPeriodEnd, ':cancelled': 'cancelled', ':false': false },
    },
    events,
  );

/** Cancels (or ends) the subscription if it is still in `expectedStatus` and no charge holds it; false otherwise. */
export const replaceSubscription = (next: StoredSubscription, expectedStatus: SubscriptionStatus, events: readonly OutboxWrite[] = []): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: jobUpdate(next, '#status = :expected AND attribute_not_exists(pendingCharge)', { ':expected': expectedStatus }) },
          ...events,
        ],
      }),
    ),
  );

/** Every item of a user (subscription and payments); answers how many payments there were. */
export const deleteBillingRecords = async (uid: string): Promise<{ payments: number }> => {
  const keys: { pk: string; sk: string }[] = [];
  const items = queryItems({ TableName: env().TABLE_BILLING, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': billingKeys.user(uid) }, ProjectionExpression: 'pk, sk' });
  for await (const item of items) keys.push({ pk: String(item.pk), sk: String(item.sk) });
  // A user has a few items (a payment or two a year): plain deletes, a few at a time.
  for (let index = 0; index < keys.length; index += 10) {
    await Promise.all(keys.slice(index, index + 10).map((key) => dynamo.send(new DeleteCommand({ TableName: env().TABLE_BILLING, Key: key }))));
  }
  return { payments: keys.filter((key) => key.sk.startsWith(billingKeys.paymentPrefix)).length };
};

// ---------------------------------------------------------------- KPI counters

export interface PaymentMonthCounter {
  month: string;
  count: number;
  revenue: number;
}
export interface PlanCounter {
  plan: Plan;
  active: number;
  pastDue: number;
}

/** Paid charges by month: one Query, however many payments there are. */
export const readPaymentCounters = async (): Promise<PaymentMonthCounter[]> => {
  const items = await kpiCounters(billingKeys.paymentsMonthPrefix);
  return items.map((item) => ({ month: String(item.sk).slice(billingKeys.paymentsMonthPrefix.length), count: Number(item.count ?? 0), revenue: Number(item.revenue ?? 0) }));
};

/** Subscriptions started and ended by month: one Query. */
export const readSubscriptionMonthCounters = async (): Promise<{ month: string; started: number; ended: number }[]> => {
  const items = await kpiCounters(billingKeys.subscriptionsMonthPrefix);
  return items.map((item) => ({ month: String(item.sk).slice(billingKeys.subscriptionsMonthPrefix.length), started: Number(item.started ?? 0), ended: Number(item.ended ?? 0) }));
};

/** Subscriptions not cancelled by plan and status: one Query. */
export const readPlanCounters = async (): Promise<PlanCounter[]> => {
  const items = await kpiCounters(billingKeys.planPrefix);
  return items.map((item) => ({ plan: String(item.sk).slice(billingKeys.planPrefix.length) as Plan, active: Number(item.active ?? 0), pastDue: Number(item.pastDue ?? 0) }));
};

export interface BenefitCoverageCounter {
  benefitId: string;
  likely: number;
  maybe: number;
  no: number;
}

/** Users likely / maybe / no by benefit: one Query of the counters, however many users there are. */
export const readBenefitCoverageCounters = async (): Promise<BenefitCoverageCounter[]> => {
  const items = await kpiCounters(billingKeys.benefitPrefix);
  return items.map((item) => ({
    benefitId: String(item.sk).slice(billingKeys.benefitPrefix.length),
    likely: Number(item.likely ?? 0),
    maybe: Number(item.maybe ?? 0),
    no: Number(item.no ?? 0),
  }));
};

/** The prácticas funnel by week (offers published, applications, messages, selections): one Query of the counters. */
export const readApplicationWeekCounters = async (): Promise<InternshipWeek[]> => {
  const items = await kpiCounters(billingKeys.applicationsWeekPrefix);
  return items.map((item) => ({
    week: String(item.sk).slice(billingKeys.applicationsWeekPrefix.length),
    published: Number(item.published ?? 0),
    count: Number(item.count ?? 0),
    messages: Number(item.messages ?? 0),
    selections: Number(item.selections ?? 0),
  }));
};
