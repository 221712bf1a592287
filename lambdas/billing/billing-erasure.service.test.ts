import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, useTestEnv } from '../testing/events';
import { eraseBilling } from './billing-erasure.service';
import type { PaymentGateway } from './payment-gateway';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const now = new Date('2026-11-23T12:00:00.000Z');
const sixYearsLater = Math.floor(Date.UTC(2032, 10, 23) / 1000);

type MockGateway = Record<keyof PaymentGateway, jest.Mock>;
const gateway = (overrides: Partial<MockGateway> = {}): MockGateway => ({
  startInscription: jest.fn(),
  finishInscription: jest.fn(),
  deleteInscription: jest.fn().mockResolvedValue(undefined),
  charge: jest.fn(),
  status: jest.fn().mockResolvedValue(undefined),
  refund: jest.fn().mockResolvedValue(undefined),
  ...overrides,
});
const asGateway = (mock: MockGateway) => mock as unknown as PaymentGateway;

const subscription = { pk: 'USER#u1', sk: 'SUBSCRIPTION', uid: 'u1', plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2027-06-15', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z', card: { username: 'u1', tbkUser: 'tbk-1', cardType: 'Visa', last4: '6623' } };
const pendingFirst = { pk: 'FIRST-CHARGE', sk: 'USER#u1', uid: 'u1', plan: 'semestral', buyOrder: 'BCfirst', amountClp: 29_990, at: '2026-11-23T11:00:00.000Z', card: { username: 'u1', tbkUser: 'tbk-2', cardType: 'Visa', last4: '6623' } };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [{ pk: 'USER#u1', sk: 'PAYMENT#2026-06-15T12:00:00.000Z#BC1', id: 'BC1' }] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
});

describe('erasing an account\'s billing', () => {
  it('cancels a subscription in force with its event, deletes its card at Transbank, keeps the payments anonymised for six years', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'SUBSCRIPTION' } }).resolves({ Item: subscription });
    const transbank = gateway();
    expect(await eraseBilling('u1', now, asGateway(transbank))).toEqual({ cancelled: true, firstCharge: 'none', paymentsKept: 1 });
    expect(transbank.deleteInscription).toHaveBeenCalledWith('tbk-1', 'u1');
    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update?.UpdateExpression).toMatch(/REMOVE card, pendingCharge, renewalMonth, pastDueKey/);
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':cancelled': 'cancelled', ':retain': sixYearsLater });
    expect(outboxEvents(dynamo)).toEqual([{ type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'u1', before: { plan: 'anual', status: 'active' }, after: { plan: 'anual', status: 'cancelled' } }) as unknown }]);
    // Kept, not deleted: marked erased, removed by the TTL at the retention's end.
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({ Key: { pk: 'USER#u1', sk: 'PAYMENT#2026-06-15T12:00:00.000Z#BC1' }, ExpressionAttributeValues: { ':retain': sixYearsLater } });
    // A receipt's card (type and last digits) is the person's, not the sale's: it goes.
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.UpdateExpression).toMatch(/REMOVE .*\bcard\b/);
      // Its marker in the revenue counters (a refund looks for it) is kept as long as the payment, no longer.
    expect(dynamo.commandCalls(UpdateCommand)[1]?.args[0].input).toMatchObject({
      Key: { pk: 'KPI-APPLIED#payment#u1#BC1', sk: 'KPI' },
      UpdateExpression: 'SET erasedAt = :at, expiresAt = :retain',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':retain': sixYearsLater },
    });
  });

  it('a first charge still pending that Transbank made is refunded, recorded and removed; its card deleted', async () => {
    // Marked erased first (no resend, no plan whatever the return does meanwhile), then read again.
    dynamo
      .on(GetCommand, { Key: { pk: 'FIRST-CHARGE', sk: 'USER#u1' } })
      .resolvesOnce({ Item: pendingFirst })
      .resolves({ Item: { ...pendingFirst, erasedAt: now.toISOString() } });
    const transbank = gateway({ status: jest.fn().mockResolvedValue({ outcome: 'paid', authorizationCode: '1213' }) });
    expect(await eraseBilling('u1', now, asGateway(transbank))).toMatchObject({ cancelled: false, firstCharge: 'refunded' });
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({ Key: { pk: 'FIRST-CHARGE', sk: 'USER#u1' }, UpdateExpression: 'SET erasedAt = :at' });
    expect(transbank.refund).toHaveBeenCalledWith('BCfirst', 29_990);
    expect(transbank.deleteInscription).toHaveBeenCalledWith('tbk-2', 'u1');
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(items?.[0]?.Delete).toMatchObject({ Key: { pk: 'FIRST-CHARGE', sk: 'USER#u1' }, ExpressionAttributeValues: { ':buyOrder': 'BCfirst' } });
    expect(items?.[1]?.Put?.Item).toMatchObject({ buyOrder: 'BCfirst', status: 'paid', refundedClp: 29_990, expiresAt: sixYearsLater, erasedAt: now.toISOString() });
    expect(items?.[1]?.Put?.Item).not.toHaveProperty('card');
  });

  it('a first charge Transbank does not know yet, still possibly in flight, is kept marked erased for the job to settle', async () => {
    const young = { ...pendingFirst, at: new Date(now.getTime() - 30_000).toISOString() };
    dynamo
      .on(GetCommand, { Key: { pk: 'FIRST-CHARGE', sk: 'USER#u1' } })
      .resolvesOnce({ Item: young })
      .resolves({ Item: { ...young, erasedAt: now.toISOString() } });
    const transbank = gateway({ status: jest.fn().mockResolvedValue(undefined) });
    expect(await eraseBilling('u1', now, asGateway(transbank))).toMatchObject({ firstCharge: 'awaited' });
    expect(transbank.refund).not.toHaveBeenCalled();
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('a renewal charge Transbank does not know yet is kept among the pending charges, marked erased, in the transaction that ends the subscription', async () => {
    const pendingCharge = { buyOrder: 'BCyoung', amountClp: 29_990, at: new Date(now.getTime() - 30_000).toISOString() };
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'SUBSCRIPTION' } }).resolves({ Item: { ...subscription, pendingCharge } });
    const transbank = gateway({ status: jest.fn().mockResolvedValue(undefined) });
    expect(await eraseBilling('u1', now, asGateway(transbank))).toMatchObject({ cancelled: true });
    const [end] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
    expect(end?.at(-1)?.Put).toMatchObject({ Item: { pk: 'FIRST-CHARGE', sk: 'USER#u1', buyOrder: 'BCyoung', erasedAt: now.toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('a renewal charge in flight that Transbank made is refunded and recorded before the subscription ends, under its lock', async () => {
    const pendingCharge = { buyOrder: 'BCrenew', amountClp: 49_990, at: '2026-11-23T11:59:00.000Z' };
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'SUBSCRIPTION' } }).resolves({ Item: { ...subscription, pendingCharge } });
    const transbank = gateway({ status: jest.fn().mockResolvedValue({ outcome: 'paid' }) });
    expect(await eraseBilling('u1', now, asGateway(transbank))).toMatchObject({ cancelled: true });
    expect(transbank.refund).toHaveBeenCalledWith('BCrenew', 49_990);
    const [record, end] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
    expect(record?.[0]?.Put?.Item).toMatchObject({ buyOrder: 'BCrenew', status: 'paid', refundedClp: 49_990 });
    expect(end?.[0]?.Update).toMatchObject({ ConditionExpression: 'attribute_exists(pk) AND pendingCharge.buyOrder = :pending', ExpressionAttributeValues: expect.objectContaining({ ':pending': 'BCrenew' }) as unknown });
  });

  it('a Transbank failure to delete the card throws before anything is written, so that the caller retries', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'USER#u1', sk: 'SUBSCRIPTION' } }).resolves({ Item: subscription });
    const transbank = gateway({ deleteInscription: jest.fn().mockRejectedValue(new Error('timeout of 10000ms exceeded')) });
    await expect(eraseBilling('u1', now, asGateway(transbank))).rejects.toThrow('timeout');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
