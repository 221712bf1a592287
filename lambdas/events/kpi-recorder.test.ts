import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const deliver = async (type: string, detail: unknown, id = 'event-1') => {
  const { handler } = await import('./kpi-recorder');
  await handler(busEvent(type, detail, id));
};
const transaction = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('the KPI recorder', () => {
  it('adds a paid payment to its month, once per payment id (not per event id): a marker and the ADD in one transaction', async () => {
    await deliver('PaymentRecorded', { uid: 'u1', paymentId: 'p1', plan: 'anual', amountClp: 49_990, status: 'paid', at: '2026-12-02T15:00:00.000Z' }, 'evt-9');
    // The payment's marker is kept for good, with the month it counts in: a refund months later finds it.
    expect(transaction()[0]?.Put).toEqual({ TableName: testEnv.TABLE_BILLING, Item: { pk: 'KPI-APPLIED#payment#u1#p1', sk: 'KPI', month: '2026-12', amountClp: 49_990 }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(transaction()[1]?.Update).toEqual({
      TableName: testEnv.TABLE_BILLING,
      Key: { pk: 'KPI', sk: 'PAYMENTS#2026-12' },
      UpdateExpression: 'ADD #a0 :a0, #a1 :a1',
      ExpressionAttributeNames: { '#a0': 'count', '#a1': 'revenue' },
      ExpressionAttributeValues: { ':a0': 1, ':a1': 49_990 },
    });
  });

  it('ignores a failed payment', async () => {
    await deliver('PaymentRecorded', { uid: 'u1', paymentId: 'p1', plan: 'anual', amountClp: 49_990, status: 'failed', at: '2026-12-02T15:00:00.000Z' });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('moves a subscription from active to past due', async () => {
    await deliver('SubscriptionChanged', { uid: 'u1', before: { plan: 'semestral', status: 'active' }, after: { plan: 'semestral', status: 'past_due' }, at: '2026-12-02T15:00:00.000Z' });
    expect(transaction()[1]?.Update).toMatchObject({ Key: { pk: 'KPI', sk: 'PLAN#semestral' }, ExpressionAttributeNames: { '#a0': 'active', '#a1': 'pastDue' }, ExpressionAttributeValues: { ':a0': -1, ':a1': 1 } });
  });

  it('changes nothing when the event was already applied (a redelivery)', async () => {
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
    await expect(deliver('SubscriptionChanged', { uid: 'u1', before: null, after: { plan: 'anual', status: 'active' }, at: '2026-12-02T15:00:00.000Z' })).resolves.toBeUndefined();
  });

  it('fails (for a retry) on any other error', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(deliver('SubscriptionChanged', { uid: 'u1', before: null, after: { plan: 'anual', status: 'active' }, at: '2026-12-02T15:00:00.000Z' })).rejects.toThrow('throttled');
  });

  describe('a refund (SubscriptionActionTaken payment-refunded)', () => {
    const refund = { uid: 'u1', actor: 'admin-1', action: 'payment-refunded', paymentId: 'p1', amountClp: 49_990, at: '2027-02-10T12:00:00.000Z' };
    const counted = { pk: 'KPI-APPLIED#payment#u1#p1', sk: 'KPI', month: '2026-12', amountClp: 49_990 };

    it("takes the amount out of the revenue of the month its payment was counted in, and notes itself on the payment's marker, in one transaction", async () => {
      dynamo.on(GetCommand).resolves({ Item: counted });
      await deliver('SubscriptionActionTaken', refund, 'evt-r1');
      expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toEqual({ TableName: testEnv.TABLE_BILLING, Key: { pk: 'KPI-APPLIED#payment#u1#p1', sk: 'KPI' }, ConsistentRead: true });
      expect(transaction()).toEqual([
        {
          Update: {
            TableName: testEnv.TABLE_BILLING,
            Key: { pk: 'KPI-APPLIED#payment#u1#p1', sk: 'KPI' },
            UpdateExpression: 'SET refundedClp = :amount',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refundedClp)',
            ExpressionAttributeValues: { ':amount': 49_990 },
          },
        },
        {
          Update: {
            TableName: testEnv.TABLE_BILLING,
            Key: { pk: 'KPI', sk: 'PAYMENTS#2026-12' },
            UpdateExpression: 'ADD #a0 :a0',
            ExpressionAttributeNames: { '#a0': 'revenue' },
            ExpressionAttributeValues: { ':a0': -49_990 },
          },
        },
      ]);
    });

    it('subtracts a refund relayed twice once: the second finds its note, or loses the race on the condition', async () => {
      dynamo.on(GetCommand).resolves({ Item: { ...counted, refundedClp: 49_990 } });
      await deliver('SubscriptionActionTaken', refund, 'evt-r1');
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);

      dynamo.on(GetCommand).resolves({ Item: counted });
      dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
      await expect(deliver('SubscriptionActionTaken', refund, 'evt-r1')).resolves.toBeUndefined();
    });

    it('changes nothing for a payment the counters never counted', async () => {
      dynamo.on(GetCommand).resolves({});
      await deliver('SubscriptionActionTaken', refund);
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
      expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    });

    it('ignores the other actions on a subscription', async () => {
      await deliver('SubscriptionActionTaken', { uid: 'u1', actor: 'u1', action: 'cancel-requested', at: '2027-02-10T12:00:00.000Z' });
      expect(dynamo.calls()).toHaveLength(0);
    });
  });
});
