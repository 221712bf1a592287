import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, Plan } from '../../shared/admin';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds, queryItems } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { paymentItem, subscriptionItem } from './billing.repository';
import type { StoredSubscription } from './billing.rules';

/**
 * A subscriber's first charge, noted before Transbank is called (`FIRST-CHARGE` / `USER#<uid>`)
 * and removed in the transaction that settles it. While it is there the user cannot pay again, and
 * a charge whose answer was lost is settled later from Transbank's status (first-charge.service.ts).
 */
export interface PendingFirstCharge {
  uid: string;
  plan: Plan;
  /** The idempotency key: Transbank refuses a second charge with it, and `status` answers what it did. */
  buyOrder: string;
  amountClp: number;
  card: NonNullable<StoredSubscription['card']>;
  /** ISO timestamp of the attempt: the payment's date and the first period's start. */
  at: string;
}

const table = () => env().TABLE_BILLING;

const toPending = (item: Record<string, unknown>): PendingFirstCharge => {
  const { pk: _pk, sk: _sk, ...pending } = item;
  return pending as unknown as PendingFirstCharge;
};

/** Notes the charge about to be sent, if the user has no subscription in force and no other first charge pending; false otherwise. */
export const claimFirstCharge = (pending: PendingFirstCharge): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: { ...billingKeys.firstChargePending(pending.uid), ...pending }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            ConditionCheck: {
              TableName: table(),
              Key: billingKeys.subscription(pending.uid),
              ConditionExpression: 'attribute_not_exists(pk) OR #status = :cancelled',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':cancelled': 'cancelled' },
            },
          },
        ],
      }),
    ),
  );

export const getPendingFirstCharge = async (uid: string): Promise<PendingFirstCharge | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: table(), Key: billingKeys.firstChargePending(uid), ConsistentRead: true }));
  return Item && toPending(Item);
};

/** Every first charge not yet settled (a handful: only those Transbank did not answer). */
export async function* pendingFirstCharges(): AsyncGenerator<PendingFirstCharge> {
  for await (const item of queryItems({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': billingKeys.firstChargesPending } })) yield toPending(item);
}

/**
 * Settles a pending first charge in one transaction: the pending note goes, the payment (and, when
 * paid, the subscription) and their events are written. False when it was settled already (by the
 * job, the return from Transbank or the plan page, whichever came first): nothing is written twice.
 */
export const settleFirstCharge = (pending: PendingFirstCharge, payment: Payment, subscription: StoredSubscription | undefined, events: readonly OutboxWrite[]): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table(), Key: billingKeys.firstChargePending(pending.uid), ConditionExpression: 'buyOrder = :buyOrder', ExpressionAttributeValues: { ':buyOrder': pending.buyOrder } } },
          { Put: { TableName: table(), Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(pk)' } },
          ...(subscription
            ? [
                {
                  Put: {
                    TableName: table(),
                    Item: subscriptionItem(subscription),
                    ConditionExpression: 'attribute_not_exists(pk) OR #status = :cancelled',
                    ExpressionAttributeNames: { '#status': 'status' },
                    ExpressionAttributeValues: { ':cancelled': 'cancelled' },
                  },
                },
              ]
            : []),
          ...events,
        ],
      }),
    ),
  );
