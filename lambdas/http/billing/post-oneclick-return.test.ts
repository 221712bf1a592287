import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routes } from '../../../shared/routes';
import { resetTransbankConfig } from '../../billing/transbank-config';
import { context, httpEvent, outboxEvents, testEnv, useTestEnv } from '../../testing/events';
import { handler } from './post-oneclick-return';
import { useTransbankHttp } from '../../testing/transbank-http';

// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda; its answers are the integration environment's.
const transbank = useTransbankHttp();
interface SdkRequest {
  method: string;
  url: string;
  data?: string;
}
const sdkCalls = () => transbank.mock.calls.map(([request]) => request as SdkRequest).map((request) => ({ method: request.method, path: request.url.replace(/^.*\/v1\.2/, ''), body: request.data ? (JSON.parse(request.data) as Record<string, unknown>) : undefined }));

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
/** The domain events the function wrote to the outbox. */
const events = () => outboxEvents(dynamo);
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

const token = 'a'.repeat(64);
const returnWith = async (form: Record<string, string>) =>
  (await handler(httpEvent(routes.oneclickReturn, { body: new URLSearchParams(form).toString() }), context));

const cardAnswer = (approved: boolean) => ({ response_code: approved ? 0 : -1, tbk_user: approved ? 'tbk-1' : null, authorization_code: '1213', card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' });
const chargeAnswer = (approved: boolean) => ({ buy_order: 'x', details: [{ amount: 29_990, status: approved ? 'AUTHORIZED' : 'FAILED', response_code: approved ? 0 : -1, authorization_code: approved ? '1213' : '000000' }] });

const transbankAnswers = (card: boolean, charge: boolean) =>
  transbank.mockImplementation((request: SdkRequest) => Promise.resolve({ status: 200, data: request.method === 'PUT' ? cardAnswer(card) : request.method === 'DELETE' ? undefined : chargeAnswer(charge) }));

beforeEach(() => {
  dynamo.reset();
  transbank.mockReset();
  resetTransbankConfig();
  dynamo.on(DeleteCommand).resolves({ Attributes: { pk: `CHECKOUT#${token}`, sk: 'CHECKOUT', token, uid: 'user-1', purpose: 'subscribe', plan: 'semestral', createdAt: '2026-11-22T12:00:00.000Z' } });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  // The owner's document: the account exists and is enabled.
  dynamo.on(GetCommand).resolves({ Item: { uid: 'user-1', activated: true } });
});

describe('POST /api/billing/oneclick-return', () => {
  it('finishes the inscription, charges the first period with the catalogue price and activates the plan', async () => {
    transbankAnswers(true, true);
    const result = await returnWith({ TBK_TOKEN: token });
    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toBe(`${testEnv.SITE_URL}/profile/plan?resultado=suscrito`);
    const calls = sdkCalls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`PUT /inscriptions/${token}`, 'POST /transactions']);
    expect(calls[1]?.body).toMatchObject({ username: 'user-1', tbk_user: 'tbk-1', details: [expect.objectContaining({ amount: 29_990, commerce_code: '597055555542' })] });
    const [claim, settle] = transactions();
    // The charge is noted before Transbank is called, if no plan is in force.
    // The charge is claimed only while the owner's account exists and is enabled.
    expect(claim?.[0]?.ConditionCheck).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } });
    expect(claim?.[1]?.Put?.Item).toMatchObject({ pk: 'FIRST-CHARGE', sk: 'USER#user-1', buyOrder: calls[1]?.body?.buy_order, amountClp: 29_990 });
    expect(claim?.[2]?.ConditionCheck).toMatchObject({ Key: { pk: 'USER#user-1', sk: 'SUBSCRIPTION' }, ConditionExpression: 'attribute_not_exists(pk) OR #status = :cancelled' });
    // Settled in one transaction: the note goes, the payment, the subscription and both events are written together.
    expect(settle?.[0]?.Delete).toMatchObject({ Key: { pk: 'FIRST-CHARGE', sk: 'USER#user-1' }, ExpressionAttributeValues: { ':buyOrder': calls[1]?.body?.buy_order } });
    expect(settle?.slice(1, 3).map((item) => item.Put?.Item)).toEqual([
      expect.objectContaining({ status: 'paid', amountClp: 29_990, buyOrder: calls[1]?.body?.buy_order }),
      expect.objectContaining({ sk: 'SUBSCRIPTION', status: 'active', plan: 'semestral', card: { username: 'user-1', tbkUser: 'tbk-1', cardType: 'Visa', last4: '6623' } }),
    ]);
    expect(settle?.slice(3, 5).map((item) => item.Put?.TableName)).toEqual([testEnv.TABLE_OUTBOX, testEnv.TABLE_OUTBOX]);
    expect(settle?.[5]?.ConditionCheck).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } });
    expect(events().map((event) => event.type)).toEqual(['PaymentRecorded', 'SubscriptionChanged']);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('writes no payment, subscription or event when the settling transaction fails', async () => {
    transbankAnswers(true, true);
    dynamo.on(TransactWriteCommand).resolvesOnce({}).rejects(new Error('throttled'));
    const result = await returnWith({ TBK_TOKEN: token });
    expect(result.statusCode).toBe(500);
    // The only writes: the note (kept, so the charge is settled later) and the failed transaction that held the events.
    expect(transactions()).toHaveLength(2);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('leaves the charge pending ("en verificación") when Transbank does not answer: no payment, no plan, no event', async () => {
    transbank.mockImplementation((request: SdkRequest) =>
      request.method === 'POST' ? Promise.reject(new Error('timeout of 20000ms exceeded')) : Promise.resolve({ status: 200, data: cardAnswer(true) }),
    );
    expect((await returnWith({ TBK_TOKEN: token })).headers?.location).toMatch(/resultado=pago-pendiente$/);
    expect(transactions()).toHaveLength(1);
    expect(transactions()[0]?.[1]?.Put?.Item).toMatchObject({ pk: 'FIRST-CHARGE', sk: 'USER#user-1' });
    expect(events()).toEqual([]);
  });

  it('charges nothing when a plan is in force or another first charge is being verified, and deletes the new card', async () => {
    transbankAnswers(true, true);
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));
    expect((await returnWith({ TBK_TOKEN: token })).headers?.location).toMatch(/resultado=no-disponible$/);
    expect(sdkCalls().map((call) => call.method)).toEqual(['PUT', 'DELETE']);
    expect(events()).toEqual([]);
  });

  it('charges nothing when Transbank refused the card', async () => {
    transbankAnswers(false, true);
    expect((await returnWith({ TBK_TOKEN: token })).headers?.location).toMatch(/resultado=tarjeta-rechazada$/);
    expect(sdkCalls().map((call) => call.method)).toEqual(['PUT']);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('records a declined first charge, mails it (event), activates nothing and deletes the card', async () => {
    transbankAnswers(true, false);
    expect((await returnWith({ TBK_TOKEN: token })).headers?.location).toMatch(/resultado=pago-rechazado$/);
    const settle = transactions()[1];
    expect(settle?.[0]?.Delete?.Key).toEqual({ pk: 'FIRST-CHARGE', sk: 'USER#user-1' });
    expect(settle?.[1]?.Put?.Item).toMatchObject({ status: 'failed' });
    expect(settle).toHaveLength(3);
    expect(events()).toEqual([{ type: 'PaymentRecorded', detail: expect.objectContaining({ uid: 'user-1', status: 'failed' }) as unknown }]);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sdkCalls().map((call) => call.method)).toEqual(['PUT', 'POST', 'DELETE']);
  });

  it('does nothing for an aborted inscription, or a token already used', async () => {
    expect((await returnWith({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'OC1', TBK_ID_SESION: 's1' })).headers?.location).toMatch(/resultado=cancelado$/);
    dynamo.on(DeleteCommand).rejects(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));
    expect((await returnWith({ TBK_TOKEN: token })).headers?.location).toMatch(/resultado=no-disponible$/);
    expect(transbank).not.toHaveBeenCalled();
  });

  it('answers 400 in Spanish to a form without Transbank\'s token, and calls nobody', async () => {
    const result = await returnWith({ token: 'x' });
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '{}')).toEqual({ error: { code: 'bad-request', message: 'La solicitud no es válida.' } });
    expect(dynamo.calls()).toHaveLength(0);
    expect(transbank).not.toHaveBeenCalled();
  });
});
