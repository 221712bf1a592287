import { DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, Plan } from '../../shared/admin';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import type { StoredSubscription } from './billing.rules';

/**
 * The user's side of the billing table: card inscriptions under way (`CHECKOUT#<token>`),
 * cancellation, card change, receipts and refunds (the first charge: first-charge.repository.ts).
 */
export interface Checkout {
  token: string;
  uid: string;
  purpose: 'subscribe' | 'change-card';
  plan?: Plan;
  createdAt: string;
}

/** Transbank's inscription page lives a few minutes; a checkout is kept a day. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;

export const saveCheckout = async (checkout: Checkout): Promise<void> => {
  await dynamo.send(
    new PutCommand({
      TableName: env().TABLE_BILLING,
      Item: { ...billingKeys.checkout(checkout.token), ...checkout, expiresAt: Math.floor(Date.parse(checkout.createdAt) / 1000) + CHECKOUT_LIFETIME_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

/** Takes the checkout of this token, once: a second return with the same token finds nothing. */
export const takeCheckout = async (token: string): Promise<Checkout | undefined> => {
  try {
    const { Attributes } = await dynamo.send(new DeleteCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.checkout(token), ReturnValues: 'ALL_OLD', ConditionExpression: 'attribute_exists(pk)' }));
    if (!Attributes) return undefined;
    const { pk: _pk, sk: _sk, expiresAt: _expires, ...checkout } = Attributes;
    return checkout as unknown as Checkout;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};

/**
 * One conditional change of the subscription (`update` and `condition` over `values`, `#status`
 * naming its state) with its events in the same transaction. False when the condition failed:
 * nothing is written, no event either.
 */
export const changeSubscription = (uid: string, change: { update: string; condition: string; values: Record<string, unknown> }, events: readonly OutboxWrite[], alongside: readonly object[] = []): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_BILLING,
              Key: billingKeys.subscription(uid),
              UpdateExpression: change.update,
              ConditionExpression: change.condition,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: change.values,
            },
          },
          ...events,
          ...alongside,
        ],
      }),
    ),
  );

/** `set` over `values` on a subscription in force; `condition` adds to "in force". False when none is in force (or `condition` failed). */
const updateInForce = (uid: string, set: string, values: Record<string, unknown>, events: readonly OutboxWrite[], condition?: string): Promise<boolean> =>
  changeSubscription(
    uid,
    {
      update: `SET ${set}`,
      condition: condition ? `attribute_exists(pk) AND #status <> :cancelled AND ${condition}` : 'attribute_exists(pk) AND #status <> :cancelled',
      values: { ...values, ':cancelled': 'cancelled' },
    },
    events,
  );

/** The user's cancellation, effective at the period's end; false when no subscription is in force. */
export const markCancelAtPeriodEnd = (uid: string, now: string, events: readonly OutboxWrite[]): Promise<boolean> =>
  updateInForce(uid, 'cancelAtPeriodEnd = :yes, updatedAt = :now', { ':yes': true, ':now': now }, events);

/** The user's cancellation withdrawn while the plan is still in force: it renews again; false when there is none to withdraw. */
export const withdrawCancellation = (uid: string, now: string, events: readonly OutboxWrite[]): Promise<boolean> =>
  updateInForce(uid, 'cancelAtPeriodEnd = :no, updatedAt = :now', { ':no': false, ':now': now, ':yes': true }, events, 'cancelAtPeriodEnd = :yes');

/** The card the renewals are charged to, if the subscription is still as read (`seenUpdatedAt`); false otherwise. */
export const replaceCard = (uid: string, card: NonNullable<StoredSubscription['card']>, now: string, seenUpdatedAt: string, events: readonly OutboxWrite[]): Promise<boolean> =>
  updateInForce(uid, 'card = :card, updatedAt = :now', { ':card': card, ':now': now, ':seen': seenUpdatedAt }, events, 'updatedAt = :seen');

const toPayment = (item: Record<string, unknown>): StoredPayment => {
  const { pk: _pk, ...payment } = item;
  return payment as unknown as StoredPayment;
};

/** The user's payments, newest first (at most 100: two a year). */
export const listPayments = async (uid: string): Promise<Payment[]> => {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_BILLING,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': billingKeys.user(uid), ':prefix': billingKeys.paymentPrefix },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (Items ?? []).map((item) => {
    const { sk: _sk, refundClaimedAt: _claim, ...payment } = toPayment(item);
    return payment;
  });
};

export const getPayment = async (uid: string, paymentId: string): Promise<StoredPayment | undefined> => {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_BILLING,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'id = :id',
      ExpressionAttributeValues: { ':pk': billingKeys.user(uid), ':prefix': billingKeys.paymentPrefix, ':id': paymentId },
    }),
  );
  return Items?.[0] && toPayment(Items[0]);
};

/** A payment as stored: its sort key, and the claim of a refund under way. */
export type StoredPayment = Payment & { sk: string; refundClaimedAt?: string };

/** The subscription whose period a refunded payment paid: it ends with the refund's claim (and comes back if the provider refuses it). */
export interface PlanEndedByRefund {
  subscription: StoredSubscription;
  /** Its index keys as they were (billing.repository.ts `subscriptionItem`), written back if the refund is refused. */
  indexKeys: { renewalMonth?: unknown; pastDueKey?: unknown };
  ended: readonly OutboxWrite[];
  restored: readonly OutboxWrite[];
}

/**
 * Claims the refund of a paid payment before the provider is called; false when it is refunded
 * already or another refund is under way. A claim older than `staleBefore` was left by a stopped
 * refund and may be taken over. With `endsPlan`, the refunded payment paid the period in force: the
 * plan ends in the same transaction (cancelled at once, its events with it), which holds only while
 * that period is still the one in force and no charge is in flight.
 */
export const claimRefund = (uid: string, sk: string, claimedAt: string, staleBefore: string, endsPlan?: PlanEndedByRefund): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_BILLING,
              Key: { pk: billingKeys.user(uid), sk },
              UpdateExpression: 'SET refundClaimedAt = :claim',
              ConditionExpression:
                'attribute_exists(pk) AND #status = :paid AND attribute_exists(buyOrder) AND attribute_not_exists(refundedAt) AND (attribute_not_exists(refundClaimedAt) OR refundClaimedAt < :stale)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':claim': claimedAt, ':paid': 'paid', ':stale': staleBefore },
            },
          },
          ...(endsPlan
            ? [
                {
                  Update: {
                    TableName: env().TABLE_BILLING,
                    Key: billingKeys.subscription(uid),
                    UpdateExpression: 'SET #status = :cancelled, cancelledAt = :claim, updatedAt = :claim REMOVE renewalMonth, pastDueKey',
                    ConditionExpression: 'currentPeriodEnd = :end AND #status = :seen AND attribute_not_exists(pendingCharge)',
                    ExpressionAttributeNames: { '#status': 'status' },
                    ExpressionAttributeValues: { ':cancelled': 'cancelled', ':claim': claimedAt, ':end': endsPlan.subscription.currentPeriodEnd, ':seen': endsPlan.subscription.status },
                  },
                },
                ...endsPlan.ended,
              ]
            : []),
        ],
      }),
    ),
  );

/** The refund the provider made, with its events, in one transaction: only the claim's holder writes it. */
export const recordRefund = async (uid: string, sk: string, amountClp: number, claimedAt: string, events: readonly OutboxWrite[]): Promise<void> => {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: env().TABLE_BILLING,
            Key: { pk: billingKeys.user(uid), sk },
            UpdateExpression: 'SET refundedClp = :amount, refundedAt = :claim REMOVE refundClaimedAt',
            ConditionExpression: 'refundClaimedAt = :claim',
            ExpressionAttributeValues: { ':amount': amountClp, ':claim': claimedAt },
          },
        },
        ...events,
      ],
    }),
  );
};

/** Gives a refund claim back when the provider refused it, and the plan its refund ended, as it was. */
export const releaseRefund = async (uid: string, sk: string, claimedAt: string, endedPlan?: PlanEndedByRefund): Promise<void> => {
  const restore = endedPlan?.indexKeys;
  await conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_BILLING,
              Key: { pk: billingKeys.user(uid), sk },
              UpdateExpression: 'REMOVE refundClaimedAt',
              ConditionExpression: 'refundClaimedAt = :claim',
              ExpressionAttributeValues: { ':claim': claimedAt },
            },
          },
          ...(endedPlan && restore
            ? [
                {
                  Update: {
                    TableName: env().TABLE_BILLING,
                    Key: billingKeys.subscription(uid),
                    UpdateExpression: `SET #status = :status, updatedAt = :updated, renewalMonth = :month${restore.pastDueKey ? ', pastDueKey = :pastDue' : ''} REMOVE cancelledAt`,
                    ConditionExpression: '#status = :cancelled AND cancelledAt = :claim',
                    ExpressionAttributeNames: { '#status': 'status' },
                    ExpressionAttributeValues: {
                      ':status': endedPlan.subscription.status,
                      ':updated': endedPlan.subscription.updatedAt,
                      ':month': restore.renewalMonth,
                      ':cancelled': 'cancelled',
                      ':claim': claimedAt,
                      ...(restore.pastDueKey ? { ':pastDue': restore.pastDueKey } : {}),
                    },
                  },
                },
                ...endedPlan.restored,
              ]
            : []),
        ],
      }),
    ),
  );
};
