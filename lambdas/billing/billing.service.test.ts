import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import type { StoredSubscription } from './billing.rules';
import { benefitCoverageKpi, paymentDeltas, subscriptionDeltas } from './billing.service';
import { buyOrderFor, childBuyOrderOf } from './transbank';
import { resetTransbankConfig } from './transbank-config';
import { aSubscription, billingDayThroughItems } from '../testing/billing';
import { useTransbankHttp } from '../testing/transbank-http';

// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda: it answers by the card's tbk_user.
const transbank = useTransbankHttp();
interface AxiosCall {
  method: string;
  url: string;
  data?: { tbk_user?: string; buy_order?: string; details?: { amount: number }[] };
}
/** The SDK sends its body as a JSON string. */
const parsed = (request: { method: string; url: string; data?: unknown }): AxiosCall => ({ ...request, data: typeof request.data === 'string' ? (JSON.parse(request.data) as AxiosCall['data']) : undefined });
const calls = () => transbank.mock.calls.map(([request]) => parsed(request as AxiosCall));
const transbankAnswers = (raw: AxiosCall) => {
  const request = parsed(raw);
  const approved = request.data?.tbk_user !== 'tbk-declined';
  const detail = { amount: request.data?.details?.[0]?.amount, status: approved ? 'AUTHORIZED' : 'FAILED', response_code: approved ? 0 : -1, authorization_code: approved ? '1213' : '000000' };
  return Promise.resolve({ status: 200, data: { buy_order: request.data?.buy_order, details: [detail] } });
};

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const eventBridge = mockClient(EventBridgeClient);

const subscription = aSubscription;

const published = () => outboxEvents(dynamo);

/** A transaction refused by its condition (another claim holds the subscription, or the owner's check failed). */
const claimRefused = () => new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });

/** The subscriptions the walks' queries find, by uid: the worker reads each again by key. */
const stored = new Map<string, StoredSubscription>();
/** A walk's query (the byRenewal or byPastDue index) finds these subscriptions. */
const due = (query: Record<string, unknown>, items: StoredSubscription[]) => {
  for (const item of items) stored.set(item.uid, item);
  dynamo.on(QueryCommand, query).resolves({ Items: items });
};

const run = async (at: string) => {
  const { transbankGateway } = await import('./transbank');
  return billingDayThroughItems(new Date(at), transbankGateway());
};

beforeEach(() => {
  dynamo.reset();
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  // Every subscriber's account exists and is enabled unless a test says otherwise; a subscription is read by key as the walks found it.
  stored.clear();
  dynamo.on(GetCommand).callsFake((input: { Key: { uid?: string; pk?: string; sk?: string } }) => {
    if (input.Key.sk === 'SUBSCRIPTION') {
      const found = stored.get(String(input.Key.pk).replace(/^USER#/, ''));
      return Promise.resolve(found ? { Item: { ...input.Key, ...found } } : {});
    }
    return Promise.resolve(input.Key.uid ? { Item: { uid: input.Key.uid, activated: true } } : {});
  });
  transbank.mockReset();
  transbank.mockImplementation(transbankAnswers);
  resetTransbankConfig();
});

describe('the billing run', () => {
  it('charges the renewals due this month on day 2 through Oneclick, records each payment with its subscription, and publishes them', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer'), subscription('decliner', { card: { username: 'decliner', tbkUser: 'tbk-declined', cardType: 'Visa', last4: '0568' } })]);

    const result = await run('2026-12-02T15:00:00Z');

    expect(result).toEqual({ checked: 2, charged: 2, paid: 1, failed: 1, cancelled: 0, unsettled: 0, overdue: 0, noticed: 0 });
    const payerOrder = buyOrderFor('payer_2026-12-15_2026-12-02');
    // One authorize per renewal, at the subscriber's price, the buy order as the idempotency key, to the mall's store with a child buy order of its own.
    expect(calls()).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: `${process.env.TRANSBANK_ENVIRONMENT ?? ''}/rswebpaytransaction/api/oneclick/v1.2/transactions`,
        data: expect.objectContaining({ username: 'payer', tbk_user: 'tbk-payer', buy_order: payerOrder, details: [expect.objectContaining({ amount: 29_990, commerce_code: '597055555542', buy_order: childBuyOrderOf(payerOrder) })] }) as unknown,
      }),
    );
    expect(calls()).toHaveLength(2);
    // Renewals of the last 12 months and this one, from the index: no Scan.
    const months = dynamo.commandCalls(QueryCommand, { IndexName: 'byRenewal' }).map((call) => call.args[0].input.ExpressionAttributeValues?.[':month'] as unknown);
    expect(months).toHaveLength(13);
    expect(months.at(-1)).toBe('2026-12');
    // The claim: the subscription's charge noted, while its owner's document says the account exists and is enabled.
    const [claim] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
    expect(claim?.[1]?.ConditionCheck).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'payer' } });
    expect(claim?.[0]?.Update).toMatchObject({
      TableName: testEnv.TABLE_BILLING,
      Key: { pk: 'USER#payer', sk: 'SUBSCRIPTION' },
      ExpressionAttributeValues: { ':today': '2026-12-02', ':end': '2026-12-15', ':status': 'active', ':pending': { buyOrder: payerOrder, amountClp: 29_990, at: '2026-12-02T15:00:00.000Z' } },
    });
    // The payment, the subscription's job fields and their events, in one transaction each (the outbox items last),
    // written only while the charge's buy order still holds the subscription.
    const writes = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems?.filter((item) => item.Put?.TableName !== testEnv.TABLE_OUTBOX));
    const written = (uid: string) => writes.find((items) => items?.[0]?.Put?.Item?.uid === uid) ?? [];
    expect(written('payer')[0]?.Put?.Item).toMatchObject({ pk: 'USER#payer', sk: `PAYMENT#2026-12-02T15:00:00.000Z#${payerOrder}`, amountClp: 29_990, status: 'paid', buyOrder: payerOrder, authorizationCode: '1213' });
    const payerUpdate = written('payer')[1]?.Update;
    expect(payerUpdate).toMatchObject({
      Key: { pk: 'USER#payer', sk: 'SUBSCRIPTION' },
      ConditionExpression: 'pendingCharge.buyOrder = :lock',
      ExpressionAttributeValues: { ':lock': payerOrder, ':status': 'active', ':currentPeriodStart': '2026-12-15', ':currentPeriodEnd': '2027-06-15', ':renewalMonth': '2027-06' },
    });
    // The card and the user's cancellation are not the job's to write: a change made during the charge stays.
    expect(payerUpdate?.UpdateExpression).not.toMatch(/card|cancelAtPeriodEnd/);
    expect(payerUpdate?.UpdateExpression).toMatch(/REMOVE pendingCharge/);
    expect(written('decliner')[0]?.Put?.Item).toMatchObject({ pk: 'USER#decliner', status: 'failed' });
    expect(written('decliner')[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':status': 'past_due', ':pastDueKey': 'PAST_DUE', ':pastDueSince': '2026-12-02T15:00:00.000Z', ':renewalMonth': '2026-12' });
    expect(published()).toEqual(
      expect.arrayContaining([
        { type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'payer', status: 'paid', amountClp: 29_990, plan: 'semestral' }) as unknown },
        { type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'decliner', status: 'failed' }) as unknown },
        { type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'decliner', before: { plan: 'semestral', status: 'active' }, after: { plan: 'semestral', status: 'past_due' } }) as unknown },
      ]),
    );
    expect(published().filter((event) => event.type === 'SubscriptionChanged')).toHaveLength(1);
  });

  it('charges nothing after day 5, but cancels what stayed past due for five days', async () => {
    // Both were due on 1 December (their periods ended then).
    due({ IndexName: 'byPastDue' }, [
        subscription('late', { status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z', currentPeriodEnd: '2026-12-01' }),
        subscription('recent', { status: 'past_due', pastDueSince: '2026-12-05T10:00:00.000Z', currentPeriodEnd: '2026-12-01' }),
      ]);
    const result = await run('2026-12-07T12:00:00Z');
    expect(result).toEqual({ checked: 2, charged: 0, paid: 0, failed: 0, cancelled: 1, unsettled: 0, overdue: 0, noticed: 0 });
    expect(calls()).toEqual([]);
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'byPastDue' })[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':key': 'PAST_DUE', ':notAfter': '2026-12-02T12:00:00.000Z' });
    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update).toMatchObject({ Key: { pk: 'USER#late', sk: 'SUBSCRIPTION' }, ExpressionAttributeValues: { ':status': 'cancelled', ':cancelledAt': '2026-12-07T12:00:00.000Z', ':expected': 'past_due' } });
    expect(update?.UpdateExpression).toMatch(/REMOVE .*#renewalMonth/);
    expect(update?.UpdateExpression).toMatch(/REMOVE .*#pastDueKey/);
    expect(update?.ConditionExpression).toBe('#status = :expected AND attribute_not_exists(pendingCharge)');
    expect(published()).toEqual([{ type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'late', after: { plan: 'semestral', status: 'cancelled' } }) as unknown }]);
  });

  it('skips a renewal another run already tried today', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer')]);
    dynamo.on(TransactWriteCommand).rejects(claimRefused());
    const result = await run('2026-12-01T15:00:00Z');
    expect(result.charged).toBe(0);
    expect(calls()).toEqual([]);
    // The claim alone was tried.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(published()).toEqual([]);
  });

  it('never charges a subscription whose account is gone or disabled: it is cancelled, with its event', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('gone'), subscription('off')]);
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'gone' } }).resolves({});
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'off' } }).resolves({ Item: { uid: 'off', disabled: true } });
    expect(await run('2026-12-02T15:00:00Z')).toMatchObject({ charged: 0, cancelled: 2 });
    expect(calls()).toEqual([]);
    expect(published()).toEqual([
      { type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'gone', after: { plan: 'semestral', status: 'cancelled' } }) as unknown },
      { type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'off', after: { plan: 'semestral', status: 'cancelled' } }) as unknown },
    ]);
  });

  it('uses Chile\'s calendar: 23:00 on 5 December in Santiago is still in the window', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer')]);
    // 2026-12-06T02:00Z is 23:00 on 5 December in Santiago (UTC-3 in summer).
    expect((await run('2026-12-06T02:00:00Z')).charged).toBe(1);
  });
});

describe('the annual renewal notice', () => {
  const annual = (uid: string, overrides: Partial<StoredSubscription> = {}) =>
    subscription(uid, { plan: 'anual', priceClp: 49_990, currentPeriodStart: '2026-01-15', currentPeriodEnd: '2027-01-15', ...overrides });

  it('on 25 December, seven days before January\'s renewals can be charged, announces each annual plan once, with its own price', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2027-01' } }, [annual('yearly'), subscription('half', { currentPeriodEnd: '2027-01-15' })]);

    const result = await run('2026-12-25T15:00:00Z');

    expect(result).toMatchObject({ noticed: 1, charged: 0 });
    const notice = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems?.[0]?.Update).find((update) => update?.UpdateExpression === 'SET renewalNoticeFor = :end');
    expect(notice).toMatchObject({ Key: { pk: 'USER#yearly', sk: 'SUBSCRIPTION' }, ExpressionAttributeValues: { ':end': '2027-01-15' } });
    expect(notice?.ConditionExpression).toContain('attribute_not_exists(renewalNoticeFor) OR renewalNoticeFor <> :end');
    expect(published()).toEqual([{ type: 'RenewalNoticeDue', detail: expect.objectContaining({ uid: 'yearly', plan: 'anual', periodEnd: '2027-01-15', amountClp: 49_990 }) as unknown }]);
    expect(calls()).toEqual([]);
  });

  it('is not sent twice for a period, nor for a plan its owner cancelled, nor before the seven days', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2027-01' } }, [annual('noticed', { renewalNoticeFor: '2027-01-15' }), annual('leaving', { cancelAtPeriodEnd: true })]);
    expect(await run('2026-12-26T15:00:00Z')).toMatchObject({ noticed: 0 });
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2027-01' } }, [annual('early')]);
    expect(await run('2026-12-24T02:00:00Z')).toMatchObject({ noticed: 0 });
    expect(published()).toEqual([]);
  });
});

describe('a past-due subscriber\'s new card', () => {
  const charge = async (at: string, token = 'tok-1') => {
    const { chargePastDueNow } = await import('./renewal-charge.service');
    const { transbankGateway } = await import('./transbank');
    return chargePastDueNow('late', token, transbankGateway(), new Date(at));
  };
  const pastDue = subscription('late', { status: 'past_due', pastDueSince: '2026-12-01T15:00:00.000Z', lastAttemptDate: '2026-12-03' });

  it('is charged at once, even on a day the old card already failed, with a buy order of its own', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'USER#late', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#late', sk: 'SUBSCRIPTION', ...pastDue } });

    expect(await charge('2026-12-03T18:00:00Z')).toBe('paid');

    const order = buyOrderFor('late_2026-12-15_card_tok-1');
    const claim = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(claim?.ExpressionAttributeValues).toMatchObject({ ':pending': { buyOrder: order, amountClp: 29_990 }, ':status': 'past_due' });
    expect(claim?.ConditionExpression).not.toContain('lastAttemptDate <> :today');
    expect(claim?.ConditionExpression).toContain('attribute_not_exists(pendingCharge)');
    expect(calls()).toEqual([expect.objectContaining({ method: 'POST', data: expect.objectContaining({ buy_order: order, tbk_user: 'tbk-late' }) as unknown })]);
    expect(published().map((event) => event.type)).toEqual(['PaymentRecorded', 'SubscriptionChanged']);
  });

  it('charges nothing when the plan is not past due, a charge is in flight, or another claim holds it', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'USER#late', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#late', sk: 'SUBSCRIPTION', ...subscription('late') } });
    expect(await charge('2026-12-03T18:00:00Z')).toBe('none');
    dynamo.on(GetCommand, { Key: { pk: 'USER#late', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#late', sk: 'SUBSCRIPTION', ...pastDue, pendingCharge: { buyOrder: 'BC1', amountClp: 29_990, at: '2026-12-03T17:59:00.000Z' } } });
    expect(await charge('2026-12-03T18:00:00Z')).toBe('none');
    dynamo.on(GetCommand, { Key: { pk: 'USER#late', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#late', sk: 'SUBSCRIPTION', ...pastDue } });
    dynamo.on(TransactWriteCommand).rejects(claimRefused());
    expect(await charge('2026-12-03T18:00:00Z')).toBe('none');
    expect(calls()).toEqual([]);
  });
});

describe('a charge left in flight by a stopped run', () => {
  const pendingCharge = { buyOrder: buyOrderFor('payer_2026-12-15_2026-12-02'), amountClp: 29_990, at: '2026-12-02T15:00:00.000Z' };

  it('is settled from Transbank\'s status, never charged again', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer', { pendingCharge, lastAttemptDate: '2026-12-02' })]);
    const result = await run('2026-12-02T16:00:00Z');
    expect(result).toMatchObject({ charged: 1, paid: 1 });
    expect(calls().map((call) => `${call.method} ${call.url.replace(/^.*\/v1\.2/, '')}`)).toEqual([`GET /transactions/${pendingCharge.buyOrder}`]);
    // The payment keeps the attempt's time and buy order: a second settle would collide with it.
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put).toMatchObject({
      Item: { sk: `PAYMENT#2026-12-02T15:00:00.000Z#${pendingCharge.buyOrder}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('is sent with the same buy order when Transbank never received it', async () => {
    transbank.mockImplementation((request: AxiosCall) =>
      request.method === 'GET' ? Promise.reject(Object.assign(new Error('Request failed with status code 404'), { response: { status: 404, data: { error_message: 'Transaction not found' } } })) : transbankAnswers(request),
    );
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer', { pendingCharge, lastAttemptDate: '2026-12-02' })]);
    expect(await run('2026-12-02T16:00:00Z')).toMatchObject({ charged: 1, paid: 1 });
    expect(calls().map((call) => [call.method, call.data?.buy_order])).toEqual([['GET', undefined], ['POST', pendingCharge.buyOrder]]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('is recorded as failed, not sent again, when Transbank still does not know it past the maximum age ("buy order not found")', async () => {
    transbank.mockImplementation((request: AxiosCall) =>
      request.method === 'GET'
        ? Promise.reject(Object.assign(new Error('Request failed with status code 422'), { response: { status: 422, data: { error_message: 'Invalid value for parameter: buy order not found' } } }))
        : transbankAnswers(request),
    );
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer', { pendingCharge, lastAttemptDate: '2026-12-02' })]);
    expect(await run('2026-12-03T16:00:00Z')).toMatchObject({ charged: 1, failed: 1, unsettled: 0, overdue: 1 });
    expect(calls().map((call) => call.method)).toEqual(['GET']);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(items?.[0]?.Put?.Item).toMatchObject({ status: 'failed', buyOrder: pendingCharge.buyOrder });
    expect(items?.[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':status': 'past_due', ':lock': pendingCharge.buyOrder });
  });

  it('a renewal charges the subscriber\'s own price, not today\'s catalogue price', async () => {
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer', { priceClp: 19_990 })]);
    await run('2026-12-02T15:00:00Z');
    expect(calls()[0]?.data?.details?.[0]?.amount).toBe(19_990);
  });

  it('an HTTP 500 to a charge (Transbank\'s answer to an unknown tbk_user) leaves it pending, to be asked with status', async () => {
    transbank.mockImplementation(() => Promise.reject(Object.assign(new Error('Request failed with status code 500'), { response: { status: 500, data: {} } })));
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer')]);
    expect(await run('2026-12-02T16:00:00Z')).toMatchObject({ charged: 0, unsettled: 1 });
  });

  it('stays in flight when Transbank does not answer, and nothing is written', async () => {
    transbank.mockImplementation(() => Promise.reject(new Error('timeout of 20000ms exceeded')));
    due({ IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }, [subscription('payer')]);
    expect(await run('2026-12-02T16:00:00Z')).toMatchObject({ charged: 0, unsettled: 1 });
    // The claim, and nothing after it.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(published()).toEqual([]);
  });
});

describe('the KPI counters', () => {
  it('count paid payments by month, and ignore failed ones', () => {
    expect(paymentDeltas({ status: 'paid', amountClp: 29_990, at: '2026-12-02T15:00:00.000Z' })).toEqual([{ sk: 'PAYMENTS#2026-12', add: { count: 1, revenue: 29_990 } }]);
    expect(paymentDeltas({ status: 'failed', amountClp: 29_990, at: '2026-12-02T15:00:00.000Z' })).toEqual([]);
  });

  it('move a subscription between plan and status counters; cancelled counts nowhere', () => {
    const at = '2026-12-02T15:00:00.000Z';
    expect(subscriptionDeltas({ before: { plan: 'anual', status: 'active' }, after: { plan: 'anual', status: 'past_due' }, at })).toEqual([{ sk: 'PLAN#anual', add: { active: -1, pastDue: 1 } }]);
    expect(subscriptionDeltas({ before: { plan: 'semestral', status: 'active' }, after: { plan: 'anual', status: 'active' }, at })).toEqual([
      { sk: 'PLAN#semestral', add: { active: -1 } },
      { sk: 'PLAN#anual', add: { active: 1 } },
    ]);
    expect(subscriptionDeltas({ before: { plan: 'semestral', status: 'cancelled' }, after: null, at })).toEqual([]);
  });

  it('count each plan that comes into force or leaves it in the month of the change: the churn\'s counters', () => {
    const at = '2026-12-02T15:00:00.000Z';
    expect(subscriptionDeltas({ before: null, after: { plan: 'semestral', status: 'active' }, at })).toEqual([
      { sk: 'PLAN#semestral', add: { active: 1 } },
      { sk: 'SUBSCRIPTIONS#2026-12', add: { started: 1, ended: 0 } },
    ]);
    expect(subscriptionDeltas({ before: { plan: 'anual', status: 'past_due' }, after: { plan: 'anual', status: 'cancelled' }, at })).toEqual([
      { sk: 'PLAN#anual', add: { pastDue: -1 } },
      { sk: 'SUBSCRIPTIONS#2026-12', add: { started: 0, ended: 1 } },
    ]);
    expect(subscriptionDeltas({ before: { plan: 'anual', status: 'active' }, after: null, at })).toEqual([
      { sk: 'PLAN#anual', add: { active: -1 } },
      { sk: 'SUBSCRIPTIONS#2026-12', add: { started: 0, ended: 1 } },
    ]);
  });

  it('keep the row of a benefit no longer in the catalogue, after those in force, named by its id', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ pk: 'KPI', sk: 'BENEFIT#pgu', likely: 2, maybe: 0, no: 1 }, { pk: 'KPI', sk: 'BENEFIT#bono-retirado', likely: 1, maybe: 0, no: 0 }] });
    const { benefits, users } = await benefitCoverageKpi({ year: 2026, month: 12, day: 2 });
    expect(benefits.find((benefit) => benefit.id === 'pgu')).toEqual({ id: 'pgu', name: 'Pensión Garantizada Universal (PGU)', likely: 2, maybe: 0, no: 1 });
    expect(benefits.at(-1)).toEqual({ id: 'bono-retirado', name: 'bono-retirado', likely: 1, maybe: 0, no: 0 });
    expect(users).toBe(3);
  });

  it.each([
    { year: 2025, month: 6, day: 1 },
    { year: 2026, month: 9, day: 1 },
    { year: 2026, month: 12, day: 2 },
  ])('list every benefit with the names and in the order the dashboard gives a household that answered nothing, on %o', async (day) => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const { benefits } = await benefitCoverageKpi(day);
    const { evaluateBenefits } = await import('../../shared/benefits/evaluate');
    expect(benefits.map(({ id, name }) => ({ id, name }))).toEqual(evaluateBenefits({}, undefined, day).map(({ id, name }) => ({ id, name })));
  });
});
