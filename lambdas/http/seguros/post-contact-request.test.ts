import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';
import { writesOf } from '../../testing/bad-bodies';
import { transactPuts } from '../../testing/transactions';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const events = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/seguros/contact-requests' } as const;

const request = async (body: unknown, sub = 'user-1') => {
  const { handler } = await import('./post-contact-request');
  const result = await handler(httpEvent(route, { caller: { sub }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } } };
};

beforeEach(() => {
  dynamo.reset();
  events.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
});

describe('POST /api/seguros/contact-requests', () => {
  it("stores the request under the caller's key, publishes InsuranceContactRequested and answers its reference", async () => {
    const result = await request({ insuranceType: 'salud', phone: '+56 9 1234 5678', message: ' Llámenme en la tarde ' });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ id: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/) as unknown, insuranceType: 'salud', createdAt: expect.any(String) as unknown });
    expect(transactPuts(dynamo, testEnv.TABLE_SUPPORT)[0]).toMatchObject({
      TableName: testEnv.TABLE_SUPPORT,
      Item: { pk: 'USER#user-1', sk: `INSURANCE#${String(result.body.createdAt)}#${String(result.body.id)}`, insuranceType: 'salud', phone: '+56 9 1234 5678', message: 'Llámenme en la tarde' },
    });
    const entry = outboxEvents(dynamo)[0];
    expect(entry?.type).toBe('InsuranceContactRequested');
    expect(entry?.detail).toEqual({ uid: 'user-1', requestId: result.body.id, at: result.body.createdAt });
  });

  it('accepts a request with only the insurance type', async () => {
    expect((await request({ insuranceType: 'otro' })).status).toBe(201);
    const item = transactPuts(dynamo, testEnv.TABLE_SUPPORT)[0]?.Item ?? {};
    expect(item).not.toHaveProperty('phone');
    expect(item).not.toHaveProperty('message');
  });

  it('answers 429 in Spanish past 3 requests an hour, and stores nothing', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 4 } });
    expect(await request({ insuranceType: 'vida' })).toEqual({
      status: 429,
      body: { error: { code: 'too-many-requests', message: 'Ya enviaste varias solicitudes de contacto en la última hora. Intenta nuevamente más tarde.' } },
    });
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toMatchObject({ pk: 'RATE#user-1', sk: expect.stringMatching(/^insurance-contact#/) as unknown });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(outboxEvents(dynamo)).toHaveLength(0);
  });

  it.each([
    ['insuranceType', { insuranceType: 'auto' }, 'Elige un tipo de seguro.'],
    ['insuranceType', {}, 'Elige un tipo de seguro.'],
    ['phone', { insuranceType: 'vida', phone: '12' }, 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.'],
    ['message', { insuranceType: 'vida', message: 'x'.repeat(1001) }, 'El mensaje puede tener hasta 1.000 caracteres.'],
  ])('refuses a bad %s with its message and stores nothing', async (field, body, message) => {
    const result = await request(body);
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field]).toBe(message);
    expect(writesOf(dynamo)).toEqual([]);
  });

  it('answers 401 to a Google caller without a document (only the registration routes serve one)', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await request({ insuranceType: 'vida' }, 'google_ghost')).status).toBe(401);
    expect(outboxEvents(dynamo)).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    const { handler } = await import('./post-contact-request');
    expect((await handler(httpEvent(route, { body: JSON.stringify({ insuranceType: 'vida' }) }), context)).statusCode).toBe(401);
    expect(writesOf(dynamo)).toEqual([]);
  });
});
