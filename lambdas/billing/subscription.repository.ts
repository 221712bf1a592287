import { DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, Plan } from '../../shared/admin';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';
import { paymentItem, subscriptionItem } from './billing.repository';
import type { StoredSubscription } from './billing.rules';

/**
 * The user's side of the billing table: card inscriptions under way (`CHECKOUT#<token>`), the
 * first subscription with its first payment, cancellation, card change, receipts and refunds.
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

/** The first payment and the subscription it starts, if the user has none in force (a cancelled one is replaced). */
export const startSubscription = (subscription: StoredSubscription, payment: Payment): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: env().TABLE_BILLING, Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: env().TABLE_BILLING,
              Item: subscriptionItem(subscription),
              ConditionExpression: 'attribute_not_exists(pk) OR #status = :cancelled',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':cancelled': 'cancelled' },
            },
          },
        ],
      }),
    ),
  );

/** A payment without a subscription: a first charge that was declined. */
export const recordPayment = async (payment: Payment): Promise<void> => {
  await dynamo.send(new PutCommand({ TableName: env().TABLE_BILLING, Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(pk)' }));
};

const inForce = 'attribute_exists(pk) AND #status <> :cancelled';

/** The user's cancellation, effective at the period's end; false when no subscription is in force. */
export const markCancelAtPeriodEnd = (uid: string, now: string): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: billingKeys.subscription(uid),
        UpdateExpression: 'SET cancelAtPeriodEnd = :yes, updatedAt = :now',
        ConditionExpression: inForce,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':yes': true, ':now': now, ':cancelled': 'cancelled' },
      }),
    ),
  );

/** The card the renewals are charged to; the old one is answered so that its inscription can be deleted. */
export const replaceCard = async (uid: string, card: NonNullable<StoredSubscription['card']>, now: string): Promise<{ previous?: StoredSubscription['card'] } | undefined> => {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: billingKeys.subscription(uid),
        UpdateExpression: 'SET card = :card, updatedAt = :now',
        ConditionExpression: inForce,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':card': card, ':now': now, ':cancelled': 'cancelled' },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return { previous: Attributes?.card as StoredSubscription['card'] };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};

const toPayment = (item: Record<string, unknown>): Payment & { sk: string } => {
  const { pk: _pk, ...payment } = item;
  return payment as unknown as Payment & { sk: string };
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
    const { sk: _sk, ...payment } = toPayment(item);
    return payment;
  });
};

export const getPayment = async (uid: string, paymentId: string): Promise<(Payment & { sk: string }) | undefined> => {
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

/** Claims the refund of a paid payment before the provider is called; false when it is refunded already. */
export const claimRefund = (uid: string, sk: string, amountClp: number, at: string): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: { pk: billingKeys.user(uid), sk },
        UpdateExpression: 'SET refundedClp = :amount, refundedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND #status = :paid AND attribute_exists(buyOrder) AND attribute_not_exists(refundedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':amount': amountClp, ':at': at, ':paid': 'paid' },
      }),
    ),
  );

/** Gives a refund claim back when the provider refused it. */
export const releaseRefund = async (uid: string, sk: string): Promise<void> => {
  await dynamo.send(new UpdateCommand({ TableName: env().TABLE_BILLING, Key: { pk: billingKeys.user(uid), sk }, UpdateExpression: 'REMOVE refundedClp, refundedAt' }));
};
