import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, Plan } from '../../shared/admin';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';
import type { OutboxWrite } from '../lib/events';
import { ownerChargeableCheck, paymentItem, subscriptionItem } from './billing.repository';
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
  /** ISO timestamp of its last sending (the attempt's, or a resend's, each claimed before it is sent). */
  sentAt?: string;
  /**
   * Set when the account was erased while Transbank's answer was awaited: the charge is never sent
   * again, and if Transbank made it, it is refunded and kept anonymised (first-charge.service.ts).
   */
  erasedAt?: string;
}

const table = () => env().TABLE_BILLING;

const toPending = (item: Record<string, unknown>): PendingFirstCharge => {
  const { pk: _pk, sk: _sk, ...pending } = item;
  return pending as unknown as PendingFirstCharge;
};

/**
 * Notes the charge about to be sent, if the user has no subscription in force and no other first
 * charge pending, and the account exists and is enabled (an account deleted or disabled while its
 * owner was on Webpay's form is not charged); false otherwise.
 */
export const claimFirstCharge = (pending: PendingFirstCharge): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          ownerChargeableCheck(pending.uid),
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

/** The pending charge is still the one read and not erased since: the condition of every write that acts on what was read. */
const stillAsRead = (pending: PendingFirstCharge) => ({
  ConditionExpression: `buyOrder = :buyOrder AND attribute_not_exists(erasedAt) AND ${pending.sentAt ? 'sentAt = :seen' : 'attribute_not_exists(sentAt)'}`,
  ExpressionAttributeValues: { ':buyOrder': pending.buyOrder, ...(pending.sentAt ? { ':seen': pending.sentAt } : {}) },
});

/**
 * Claims the sending again of a first charge Transbank never received, before it is sent: only the
 * caller that moves its `sentAt` from the one it read sends it, and only while the account exists and
 * is enabled and was not erased. False otherwise.
 */
export const claimFirstChargeResend = (pending: PendingFirstCharge, now: string): Promise<boolean> => {
  const read = stillAsRead(pending);
  return conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: billingKeys.firstChargePending(pending.uid),
              UpdateExpression: 'SET sentAt = :now',
              ConditionExpression: read.ConditionExpression,
              ExpressionAttributeValues: { ...read.ExpressionAttributeValues, ':now': now },
            },
          },
          ownerChargeableCheck(pending.uid),
        ],
      }),
    ),
  );
};

/** Marks a pending first charge as the charge of an erased account: it is never sent again, and settled by refunding. False when it is not the one read. */
export const markFirstChargeErased = (pending: PendingFirstCharge, at: string): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new UpdateCommand({
        TableName: table(),
        Key: billingKeys.firstChargePending(pending.uid),
        UpdateExpression: 'SET erasedAt = :at',
        ConditionExpression: 'buyOrder = :buyOrder',
        ExpressionAttributeValues: { ':buyOrder': pending.buyOrder, ':at': at },
      }),
    ),
  );

/**
 * Keeps a renewal charge of an erased account whose answer may still come, among the pending first
 * charges (marked erased), so that the billing job settles it by refunding: the subscription is gone.
 */
export const keepErasedChargeItem = (pending: PendingFirstCharge) => ({
  Put: { TableName: table(), Item: { ...billingKeys.firstChargePending(pending.uid), ...pending }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Settles a pending first charge in one transaction: the pending note goes, the payment (and, when
 * paid, the subscription) and their events are written, while the note is the one read, not erased,
 * and (for a plan) the account exists and is enabled. False otherwise: settled already (by the job, the
 * return from Transbank or the plan page, whichever came first), erased, or its account gone or disabled.
 */
export const settleFirstCharge = (pending: PendingFirstCharge, payment: Payment, subscription: StoredSubscription | undefined, events: readonly OutboxWrite[]): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table(), Key: billingKeys.firstChargePending(pending.uid), ...stillAsRead(pending) } },
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
          // A plan only for an account that exists and is enabled.
          ...(subscription ? [ownerChargeableCheck(pending.uid)] : []),
        ],
      }),
    ),
  );

/** Removes a pending first charge nothing more can come of (never received, its account gone), if it is still the one read. */
export const dropPendingFirstCharge = (pending: PendingFirstCharge): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new DeleteCommand({
        TableName: table(),
        Key: billingKeys.firstChargePending(pending.uid),
        ConditionExpression: `buyOrder = :buyOrder AND ${pending.sentAt ? 'sentAt = :seen' : 'attribute_not_exists(sentAt)'}`,
        ExpressionAttributeValues: { ':buyOrder': pending.buyOrder, ...(pending.sentAt ? { ':seen': pending.sentAt } : {}) },
      }),
    ),
  );

/**
 * Settles the charge of an account gone, disabled or erased: the pending note goes and, when Transbank
 * made the charge, its payment is written refunded (with `extra`: an erased account's mark and
 * retention), in one transaction, while the note is the one read.
 */
export const settleRefundedFirstCharge = (pending: PendingFirstCharge, payment: Payment | undefined, extra: Record<string, unknown>): Promise<boolean> =>
  conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: billingKeys.firstChargePending(pending.uid),
              ConditionExpression: 'buyOrder = :buyOrder',
              ExpressionAttributeValues: { ':buyOrder': pending.buyOrder },
            },
          },
          ...(payment ? [{ Put: { TableName: table(), Item: { ...paymentItem(payment), ...extra }, ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
        ],
      }),
    ),
  );
