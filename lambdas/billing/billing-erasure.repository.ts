import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment } from '../../shared/admin';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { paymentItem } from './billing.repository';
import { paymentMarkerId } from './kpi-refund.repository';
import { changeSubscription } from './subscription.repository';

/**
 * The billing side of erasing an account: the subscription ends (its card forgotten), a pending
 * first charge goes, and the payments stay, anonymised (no card, not even a receipt's type and last
 * digits; nothing but the account's opaque id), until the legal retention period ends (the table's TTL removes them then).
 */

/**
 * Ends the subscription, whatever its state, and forgets its card, with its events; false when there
 * was none, or when a charge took hold of it since it was read (`pendingBuyOrder`: the one read, if any);
 * `alongside`: more items of the same transaction (a charge kept to be settled by the job).
 */
export const endSubscriptionForErasure = (uid: string, at: string, retainUntil: number, events: readonly OutboxWrite[], pendingBuyOrder?: string, alongside: readonly object[] = []): Promise<boolean> =>
  changeSubscription(
    uid,
    {
      update: 'SET #status = :cancelled, cancelledAt = if_not_exists(cancelledAt, :at), updatedAt = :at, erasedAt = :at, expiresAt = :retain REMOVE card, pendingCharge, renewalMonth, pastDueKey, cancelAtPeriodEnd',
      condition: pendingBuyOrder ? 'attribute_exists(pk) AND pendingCharge.buyOrder = :pending' : 'attribute_exists(pk) AND attribute_not_exists(pendingCharge)',
      values: { ':cancelled': 'cancelled', ':at': at, ':retain': retainUntil, ...(pendingBuyOrder ? { ':pending': pendingBuyOrder } : {}) },
    },
    events,
    alongside,
  );

/** A payment Transbank made for an account being erased, refunded already: written once, kept anonymised. */
export const recordErasedPayment = (payment: Payment, retainUntil: number): Promise<boolean> =>
  conditionHolds(dynamo.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: env().TABLE_BILLING, Item: { ...paymentItem(payment), expiresAt: retainUntil }, ConditionExpression: 'attribute_not_exists(pk)' } }] })));

/**
 * Marks every payment of the account as erased and kept until `retainUntil` (epoch seconds), and so its
 * marker in the revenue counters (a later refund looks for it), which otherwise is kept for good; answers
 * how many payments.
 */
export const anonymisePayments = async (uid: string, at: string, retainUntil: number): Promise<number> => {
  const payments: { key: { pk: string; sk: string }; id: string }[] = [];
  const items = queryItems({
    TableName: env().TABLE_BILLING,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': billingKeys.user(uid), ':prefix': billingKeys.paymentPrefix },
    ProjectionExpression: 'pk, sk, id',
  });
  for await (const item of items) payments.push({ key: { pk: String(item.pk), sk: String(item.sk) }, id: String(item.id) });
  for (const { key, id } of payments) {
    await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: key,
        UpdateExpression: 'SET erasedAt = :at, expiresAt = :retain REMOVE refundClaimedAt, card',
        ExpressionAttributeValues: { ':at': at, ':retain': retainUntil },
      }),
    );
    // A payment never counted (one that failed) has no marker.
    await conditionHolds(
      dynamo.send(
        new UpdateCommand({
          TableName: env().TABLE_BILLING,
          Key: billingKeys.applied(paymentMarkerId(uid, id)),
          UpdateExpression: 'SET erasedAt = :at, expiresAt = :retain',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at, ':retain': retainUntil },
        }),
      ),
    );
  }
  return payments.length;
};
