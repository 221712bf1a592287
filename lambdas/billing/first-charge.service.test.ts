import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import type { PendingFirstCharge } from './first-charge.repository';
import { resetTransbankConfig } from './transbank-config';
import { useTransbankHttp } from '../testing/transbank-http';

// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda: it answers the status of the buy order as each test says.
const transbankHttp = useTransbankHttp();
interface SdkRequest {
  method: string;
  url: string;
  data?: string;
}
const sdkCalls = () => transbankHttp.mock.calls.map(([request]) => request as SdkRequest).map((request) => `${request.method} ${request.url.replace(/^.*\/v1\.2/, '')}`);

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

const pending: PendingFirstCharge = {
  uid: 'user-1',
  plan: 'anual',
  buyOrder: 'BC0123456789abcdef01234567',
  amountClp: 49_990,
  card: { username: 'user-1', tbkUser: 'tbk-1', cardType: 'Visa', last4: '6623' },
  at: '2026-11-30T23:00:00.000Z',
};
const pendingItem = { pk: 'FIRST-CHARGE', sk: 'USER#user-1', ...pending };

const detail = (approved: boolean) => ({ amount: 49_990, status: approved ? 'AUTHORIZED' : 'FAILED', response_code: approved ? 0 : -1, authorization_code: approved ? '1213' : '000000', buy_order: pending.buyOrder });
const notFound = () => Promise.reject(Object.assign(new Error('Request failed with status code 404'), { response: { status: 404, data: { error_message: 'Transaction not found' } } }));
/** Transbank's answers: `status` to GET of the buy order, `charge` to POST /transactions. */
const transbank = (answers: { status: 'approved' | 'failed' | 'unknown'; charge?: boolean }) =>
  transbankHttp.mockImplementation((request: SdkRequest) => {
    if (request.method === 'GET') return answers.status === 'unknown' ? notFound() : Promise.resolve({ status: 200, data: { buy_order: pending.buyOrder, details: [detail(answers.status === 'approved')] } });
    if (request.method === 'POST') return Promise.resolve({ status: 200, data: { buy_order: pending.buyOrder, details: [detail(answers.charge ?? true)] } });
    return Promise.resolve({ status: 204 });
  });

const reconcile = async (at: string) => {
  const { reconcileFirstCharge } = await import('./first-charge.service');
  const { transbankGateway } = await import('./transbank');
  return reconcileFirstCharge(transbankGateway(), pending, new Date(at));
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  transbankHttp.mockReset();
  resetTransbankConfig();
});

describe('settling a first charge Transbank did not answer', () => {
  it('settles it as paid from the status of its buy order: the note goes, the payment, the plan from the attempt day (Chile) and both events in one transaction', async () => {
    transbank({ status: 'approved' });
    expect(await reconcile('2026-12-01T09:00:00Z')).toBe('suscrito');
    expect(sdkCalls()).toEqual([`GET /transactions/${pending.buyOrder}`]);
    const [settle] = transactions();
    // Only while the note is the one read and not erased since.
    expect(settle?.[0]?.Delete).toMatchObject({ TableName: testEnv.TABLE_BILLING, Key: { pk: 'FIRST-CHARGE', sk: 'USER#user-1' }, ConditionExpression: 'buyOrder = :buyOrder AND attribute_not_exists(erasedAt) AND attribute_not_exists(sentAt)' });
    // 23:00 UTC on 30 November is 20:00 in Santiago: the period starts on 30 November.
    expect(settle?.[1]?.Put?.Item).toMatchObject({ sk: `PAYMENT#${pending.at}#${pending.buyOrder}`, status: 'paid', amountClp: 49_990, authorizationCode: '1213', periodStart: '2026-11-30', periodEnd: '2027-11-30' });
    expect(settle?.[2]?.Put?.Item).toMatchObject({ sk: 'SUBSCRIPTION', plan: 'anual', status: 'active', currentPeriodStart: '2026-11-30', card: pending.card });
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['PaymentRecorded', 'SubscriptionChanged']);
    // The owner's check last: a plan only for an account that exists and is enabled.
    expect(settle).toHaveLength(6);
    expect(settle?.[5]?.ConditionCheck).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } });
  });

  it('settles it as rejected: a failed payment and its event, no plan, and the card is deleted at Transbank', async () => {
    transbank({ status: 'failed' });
    expect(await reconcile('2026-12-01T09:00:00Z')).toBe('pago-rechazado');
    const [settle] = transactions();
    expect(settle?.map((item) => Object.keys(item)[0])).toEqual(['Delete', 'Put', 'Put']);
    expect(settle?.[1]?.Put?.Item).toMatchObject({ status: 'failed' });
    expect(outboxEvents(dynamo)).toEqual([{ type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'user-1', status: 'failed', amountClp: 49_990 }) as unknown }]);
    expect(sdkCalls()).toEqual([`GET /transactions/${pending.buyOrder}`, 'DELETE /inscriptions']);
  });

  it('changes nothing when it was settled already (the Delete of the note finds another buy order or none): no second card deletion', async () => {
    transbank({ status: 'failed' });
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }] }));
    expect(await reconcile('2026-12-01T09:00:00Z')).toBe('pago-rechazado');
    expect(sdkCalls()).toEqual([`GET /transactions/${pending.buyOrder}`]);
  });

  it('waits while a charge Transbank does not know yet may still be on its way, then sends it once with the same buy order', async () => {
    transbank({ status: 'unknown' });
    expect(await reconcile('2026-11-30T23:01:00Z')).toBe('pago-pendiente');
    expect(sdkCalls()).toEqual([`GET /transactions/${pending.buyOrder}`]);
    expect(transactions()).toEqual([]);

    transbankHttp.mockClear();
    expect(await reconcile('2026-11-30T23:05:00Z')).toBe('suscrito');
    expect(sdkCalls()).toEqual([`GET /transactions/${pending.buyOrder}`, 'POST /transactions']);
    const [charge] = (transbankHttp.mock.calls[1] ?? []) as SdkRequest[];
    expect(JSON.parse(charge?.data ?? '{}')).toMatchObject({ buy_order: pending.buyOrder, tbk_user: 'tbk-1', details: [expect.objectContaining({ amount: 49_990 })] });
  });

  it('is part of the billing day, every day, read with one Query of the pending notes', async () => {
    transbank({ status: 'approved' });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'FIRST-CHARGE' } }).resolves({ Items: [pendingItem] });
    dynamo.on(GetCommand, { Key: { pk: 'FIRST-CHARGE', sk: 'USER#user-1' } }).resolves({ Item: pendingItem });
    dynamo.on(UpdateCommand).resolves({});
    const { billingDayThroughItems } = await import('../testing/billing');
    const { transbankGateway } = await import('./transbank');
    const result = await billingDayThroughItems(new Date('2026-12-20T12:00:00Z'), transbankGateway());
    expect(result).toMatchObject({ charged: 1, paid: 1, unsettled: 0 });
    expect(transactions()[0]?.[0]?.Delete?.Key).toEqual({ pk: 'FIRST-CHARGE', sk: 'USER#user-1' });
  });

  it('on the plan page, settles the caller\'s own pending charge before answering, and shows a payment in verification while Transbank has not settled it', async () => {
    transbank({ status: 'unknown' });
    dynamo.on(GetCommand, { Key: { pk: 'FIRST-CHARGE', sk: 'USER#user-1' } }).resolves({ Item: pendingItem });
    const { myPlan } = await import('./subscription.service');
    const { transbankGateway } = await import('./transbank');
    const plan = await myPlan('user-1', transbankGateway(), new Date('2026-11-30T23:00:30Z'));
    expect(plan.pendingPayment).toEqual({ plan: 'anual', amountClp: 49_990, at: pending.at });
    expect(plan.subscription).toBeNull();
    expect(sdkCalls()).toEqual([`GET /transactions/${pending.buyOrder}`]);
  });
});
