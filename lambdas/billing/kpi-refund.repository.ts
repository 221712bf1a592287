import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { billingKeys } from '../../shared/data/keys';
import { dynamo } from '../lib/clients/dynamo';
import { conditionHolds } from '../lib/dynamo';
import { env } from '../lib/env';
import { counterUpdate } from '../lib/kpi-counters';

/**
 * Refunds in the KPI counters. A paid payment is counted once, under the marker
 * `KPI-APPLIED#payment#<uid>#<paymentId>`, kept for good with the month it was counted in. Its
 * refund finds that marker, notes itself on it and takes the amount out of that month's revenue in
 * one transaction: a refund relayed twice is subtracted once, and one of a payment never counted
 * (no marker) changes nothing.
 */
export const paymentMarkerId = (uid: string, paymentId: string): string => `payment#${uid}#${paymentId}`;

/** False when the payment was never counted or its refund was subtracted already. */
export const subtractRefund = async (markerId: string, amountClp: number): Promise<boolean> => {
  const key = billingKeys.applied(markerId);
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: key, ConsistentRead: true }));
  const month = typeof Item?.month === 'string' ? Item.month : undefined;
  if (!month || Item?.refundedClp !== undefined) return false;
  return conditionHolds(
    dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_BILLING,
              Key: key,
              UpdateExpression: 'SET refundedClp = :amount',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refundedClp)',
              ExpressionAttributeValues: { ':amount': amountClp },
            },
          },
          { Update: counterUpdate({ sk: billingKeys.paymentsMonth(month), add: { revenue: -amountClp } }) },
        ],
      }),
    ),
  );
};
