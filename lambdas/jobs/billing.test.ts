import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { resetTransbankConfig } from '../billing/transbank-config';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import { pumpJobQueue, sentBodies, sqsEvent } from '../testing/job-queue';
import { aSubscription } from '../testing/billing';
import { useTransbankHttp } from '../testing/transbank-http';

// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda: it approves every charge.
const transbank = useTransbankHttp();
const transbankCalls = () => transbank.mock.calls.map(([request]) => request as { method: string; url: string });

useTestEnv();
process.env.QUEUE_BILLING = 'https://sqs.us-east-1.amazonaws.com/000000000000/test-billing';
const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);

const subscription = aSubscription;

const driver = async (at: string) => (await import('./billing')).handler({ at });
const worker = async () => (await import('./billing-worker')).handler;

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(GetCommand).resolves({});
  // Every subscriber's account exists and is enabled.
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).callsFake((input: { Key: { uid: string } }) => Promise.resolve({ Item: { uid: input.Key.uid, activated: true } }));
  transbank.mockReset();
  transbank.mockImplementation((raw: { data?: string }) => {
    const data = JSON.parse(raw.data ?? '{}') as { buy_order?: string; details?: { amount: number }[] };
    return Promise.resolve({ status: 200, data: { buy_order: data.buy_order, details: [{ amount: data.details?.[0]?.amount, status: 'AUTHORIZED', response_code: 0, authorization_code: '1213' }] } });
  });
  resetTransbankConfig();
});

describe('the billing job’s driver', () => {
  it('walks nothing itself: it puts the day’s walks on the queue, the first charges, the past due beyond 5 days and 13 months of renewals, with the run’s instant', async () => {
    expect(await driver('2026-12-03T13:00:00.000Z')).toEqual({ walks: 15 });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    const at = '2026-12-03T13:00:00.000Z';
    // A run asked for at an instant is a run of its own, of that day.
    const run = expect.stringMatching(/^billing#2026-12-03#\w+$/) as unknown;
    expect(sentBodies(sqs)).toEqual([
      { run, walk: { kind: 'first-charges', at } },
      { run, walk: { kind: 'past-due', notAfter: '2026-11-28T13:00:00.000Z', at } },
      ...['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'].map((month) => ({ run, walk: { kind: 'renewals', month, at } })),
    ]);
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]?.args[0].input.QueueUrl).toBe(process.env.QUEUE_BILLING);
  });

  it('in a month’s last week also walks next month’s renewals, whose annual plans get their notice a week ahead', async () => {
    await driver('2026-12-27T13:00:00.000Z');
    const months = sentBodies(sqs).flatMap((body) => ((body as { walk: { kind: string; month?: string } }).walk.kind === 'renewals' ? [(body as { walk: { month: string } }).walk.month] : []));
    expect(months).toHaveLength(14);
    expect(months.slice(-2)).toEqual(['2026-12', '2027-01']);
  });
});

describe('the billing job’s worker', () => {
  const at = '2026-12-02T13:00:00.000Z';

  it('reads a walk one page at a time from the byRenewal index (uids only), and hands each subscription on with the next page', async () => {
    dynamo.on(QueryCommand, { IndexName: 'byRenewal' }).resolves({ Items: [{ uid: 'a' }, { uid: 'b' }], LastEvaluatedKey: { pk: 'USER#b', sk: 'SUBSCRIPTION', renewalMonth: '2026-12', uid: 'b' } });
    const handler = await worker();
    expect(await handler(sqsEvent({ walk: { kind: 'renewals', month: '2026-12', at }, cursor: { pk: 'USER#a', sk: 'SUBSCRIPTION', renewalMonth: '2026-12', uid: 'a' } }))).toEqual({ batchItemFailures: [] });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'byRenewal',
      ExpressionAttributeValues: { ':month': '2026-12' },
      ProjectionExpression: 'uid',
      Limit: 500,
      ExclusiveStartKey: { pk: 'USER#a', sk: 'SUBSCRIPTION', renewalMonth: '2026-12', uid: 'a' },
    });
    expect(sentBodies(sqs)).toEqual([
      { item: { kind: 'subscription', uid: 'a', at } },
      { item: { kind: 'subscription', uid: 'b', at } },
      { walk: { kind: 'renewals', month: '2026-12', at }, cursor: { pk: 'USER#b', sk: 'SUBSCRIPTION', renewalMonth: '2026-12', uid: 'b' } },
    ]);
    expect(transbank).not.toHaveBeenCalled();
  });

  it('charges a renewal due on day 2 once, read again by key, on the day of the run, even when its message comes twice', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#payer', sk: 'SUBSCRIPTION' } }).resolves({ Item: { pk: 'USER#payer', sk: 'SUBSCRIPTION', ...subscription('payer') } });
    // The second delivery finds today's charge claimed.
    let claims = 0;
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update?: { UpdateExpression?: string } }[] }) => {
      if (input.TransactItems[0]?.Update?.UpdateExpression !== 'SET lastAttemptDate = :today, pendingCharge = :pending') return Promise.resolve({});
      claims += 1;
      return claims === 1 ? Promise.resolve({}) : Promise.reject(new TransactionCanceledException({ message: 'claimed', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    });
    const handler = await worker();
    const item = { item: { kind: 'subscription', uid: 'payer', at } };
    expect(await handler(sqsEvent(item, item))).toEqual({ batchItemFailures: [] });
    expect(transbankCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':today': '2026-12-02' });
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['PaymentRecorded']);
  });

  it('runs the whole day through the queue: the first page’s subscription is charged; one gone since is skipped', async () => {
    dynamo.on(QueryCommand, { IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }).resolves({ Items: [{ uid: 'payer' }, { uid: 'gone' }] });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#payer', sk: 'SUBSCRIPTION' } }).resolves({ Item: subscription('payer') });
    await driver(at);
    expect(await pumpJobQueue(sqs, await worker())).toEqual([]);
    expect(outboxEvents(dynamo)).toEqual([{ type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'payer', status: 'paid', amountClp: 29_990 }) as unknown }]);
  });

  it('fails the message of a charge pending for over a day: retried, then the dead-letter queue’s alarm calls a person', async () => {
    const pending = { buyOrder: 'BC0123', amountClp: 29_990, at: '2026-11-30T13:00:00.000Z' };
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#stuck', sk: 'SUBSCRIPTION' } }).resolves({ Item: subscription('stuck', { pendingCharge: pending, lastAttemptDate: '2026-11-30' }) });
    // Transbank cannot be asked: its status call fails.
    transbank.mockRejectedValue(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    const handler = await worker();
    const event = sqsEvent({ item: { kind: 'subscription', uid: 'stuck', at } });
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.Records[0]?.messageId }] });
  });
});
