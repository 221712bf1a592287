import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import type { StoredSubscription } from './billing.rules';
import { paymentDeltas, subscriptionDeltas } from './billing.service';
import { resetPlanPrices } from './plans';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const eventBridge = mockClient(EventBridgeClient);

const subscription = (uid: string, overrides: Partial<StoredSubscription> = {}): StoredSubscription => ({
  uid,
  plan: 'semestral',
  status: 'active',
  priceClp: 29_990,
  currentPeriodStart: '2026-06-15',
  currentPeriodEnd: '2026-12-15',
  createdAt: '2026-06-15T12:00:00.000Z',
  updatedAt: '2026-06-15T12:00:00.000Z',
  ...overrides,
});

const published = () => outboxEvents(dynamo);

const run = async (at: string) => {
  const { runBilling } = await import('./billing.service');
  const { simulatedPaymentGateway } = await import('./payment-gateway');
  return runBilling(new Date(at), simulatedPaymentGateway);
};

beforeEach(() => {
  dynamo.reset();
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  delete process.env.PLAN_PRICE_SEMESTRAL_CLP;
  resetPlanPrices();
});

describe('the billing run', () => {
  it('charges the renewals due this month on day 2, records each payment with its subscription, and publishes them', async () => {
    process.env.PLAN_PRICE_SEMESTRAL_CLP = '31990';
    resetPlanPrices();
    dynamo
      .on(QueryCommand, { IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } })
      .resolves({ Items: [subscription('payer'), subscription('decliner', { simulateFailure: true })] });

    const result = await run('2026-12-02T15:00:00Z');

    expect(result).toEqual({ checked: 2, charged: 2, paid: 1, failed: 1, cancelled: 0 });
    // Renewals of the last 12 months and this one, from the index: no Scan.
    const months = dynamo.commandCalls(QueryCommand, { IndexName: 'byRenewal' }).map((call) => call.args[0].input.ExpressionAttributeValues?.[':month'] as unknown);
    expect(months).toHaveLength(13);
    expect(months.at(-1)).toBe('2026-12');
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      TableName: testEnv.TABLE_BILLING,
      Key: { pk: 'USER#payer', sk: 'SUBSCRIPTION' },
      ExpressionAttributeValues: { ':today': '2026-12-02', ':end': '2026-12-15', ':status': 'active' },
    });
    // The payment, the subscription and their events, in one transaction each (the outbox items last).
    const writes = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems?.filter((item) => item.Put?.TableName !== testEnv.TABLE_OUTBOX).map((item) => item.Put?.Item));
    expect(writes).toContainEqual([
      expect.objectContaining({ pk: 'USER#payer', sk: 'PAYMENT#2026-12-02T15:00:00.000Z#2026-12-15_2026-12-02', amountClp: 31_990, status: 'paid' }),
      expect.objectContaining({ pk: 'USER#payer', sk: 'SUBSCRIPTION', status: 'active', currentPeriodStart: '2026-12-15', currentPeriodEnd: '2027-06-15', renewalMonth: '2027-06' }),
    ]);
    expect(writes).toContainEqual([
      expect.objectContaining({ pk: 'USER#decliner', status: 'failed' }),
      expect.objectContaining({ sk: 'SUBSCRIPTION', status: 'past_due', pastDueKey: 'PAST_DUE', pastDueSince: '2026-12-02T15:00:00.000Z', renewalMonth: '2026-12' }),
    ]);
    expect(published()).toEqual(
      expect.arrayContaining([
        { type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'payer', status: 'paid', amountClp: 31_990, plan: 'semestral' }) as unknown },
        { type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'decliner', status: 'failed' }) as unknown },
        { type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'decliner', before: { plan: 'semestral', status: 'active' }, after: { plan: 'semestral', status: 'past_due' } }) as unknown },
      ]),
    );
    expect(published().filter((event) => event.type === 'SubscriptionChanged')).toHaveLength(1);
  });

  it('charges nothing after day 5, but cancels what stayed past due for five days', async () => {
    dynamo.on(QueryCommand, { IndexName: 'byPastDue' }).resolves({
      Items: [subscription('late', { status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z' }), subscription('recent', { status: 'past_due', pastDueSince: '2026-12-05T10:00:00.000Z' })],
    });
    const result = await run('2026-12-07T12:00:00Z');
    expect(result).toEqual({ checked: 2, charged: 0, paid: 0, failed: 0, cancelled: 1 });
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'byRenewal' })).toHaveLength(0);
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'byPastDue' })[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':key': 'PAST_DUE', ':notAfter': '2026-12-02T12:00:00.000Z' });
    const put = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put;
    expect(put?.Item).toMatchObject({ uid: 'late', status: 'cancelled', cancelledAt: '2026-12-07T12:00:00.000Z' });
    expect(put?.Item).not.toHaveProperty('renewalMonth');
    expect(put?.Item).not.toHaveProperty('pastDueKey');
    expect(put?.ConditionExpression).toBe('#status = :expected');
    expect(published()).toEqual([{ type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'late', after: { plan: 'semestral', status: 'cancelled' } }) as unknown }]);
  });

  it('skips a renewal another run already tried today', async () => {
    dynamo.on(QueryCommand, { IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }).resolves({ Items: [subscription('payer')] });
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));
    const result = await run('2026-12-01T15:00:00Z');
    expect(result.charged).toBe(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(published()).toEqual([]);
  });

  it('uses Chile\'s calendar: 23:00 on 5 December in Santiago is still in the window', async () => {
    dynamo.on(QueryCommand, { IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }).resolves({ Items: [subscription('payer')] });
    // 2026-12-06T02:00Z is 23:00 on 5 December in Santiago (UTC-3 in summer).
    expect((await run('2026-12-06T02:00:00Z')).charged).toBe(1);
  });
});

describe('the KPI counters', () => {
  it('count paid payments by month, and ignore failed ones', () => {
    expect(paymentDeltas({ status: 'paid', amountClp: 29_990, at: '2026-12-02T15:00:00.000Z' })).toEqual([{ sk: 'PAYMENTS#2026-12', add: { count: 1, revenue: 29_990 } }]);
    expect(paymentDeltas({ status: 'failed', amountClp: 29_990, at: '2026-12-02T15:00:00.000Z' })).toEqual([]);
  });

  it('move a subscription between plan and status counters; cancelled counts nowhere', () => {
    expect(subscriptionDeltas({ before: { plan: 'anual', status: 'active' }, after: { plan: 'anual', status: 'past_due' } })).toEqual([{ sk: 'PLAN#anual', add: { active: -1, pastDue: 1 } }]);
    expect(subscriptionDeltas({ before: { plan: 'anual', status: 'past_due' }, after: { plan: 'anual', status: 'cancelled' } })).toEqual([{ sk: 'PLAN#anual', add: { pastDue: -1 } }]);
    expect(subscriptionDeltas({ before: null, after: { plan: 'semestral', status: 'active' } })).toEqual([{ sk: 'PLAN#semestral', add: { active: 1 } }]);
    expect(subscriptionDeltas({ before: { plan: 'semestral', status: 'active' }, after: { plan: 'anual', status: 'active' } })).toEqual([
      { sk: 'PLAN#semestral', add: { active: -1 } },
      { sk: 'PLAN#anual', add: { active: 1 } },
    ]);
    expect(subscriptionDeltas({ before: { plan: 'semestral', status: 'cancelled' }, after: null })).toEqual([]);
  });
});

describe('the plan prices', () => {
  afterEach(() => {
    delete process.env.PLAN_PRICE_ANUAL_CLP;
    resetPlanPrices();
  });

  it('come from configuration, with defaults, and fail loudly when invalid', async () => {
    const { planPrices, DEFAULT_PLAN_PRICES_CLP } = await import('./plans');
    expect(planPrices()).toEqual(DEFAULT_PLAN_PRICES_CLP);
    process.env.PLAN_PRICE_ANUAL_CLP = '59990';
    resetPlanPrices();
    expect(planPrices()).toEqual({ semestral: DEFAULT_PLAN_PRICES_CLP.semestral, anual: 59_990 });
    process.env.PLAN_PRICE_ANUAL_CLP = 'gratis';
    resetPlanPrices();
    expect(() => planPrices()).toThrow(/Invalid plan prices/);
  });
});
