import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';
import { writesOf } from '../../testing/bad-bodies';
import { transactPuts } from '../../testing/transactions';
import { storedSubscription } from '../../testing/support-desk';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const events = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/support/tickets' } as const;

const open = async (body: unknown, sub = 'user-1') => {
  const { handler } = await import('./post-ticket');
  const result = await handler(httpEvent(route, { caller: { sub }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } } };
};

const valid = { asunto: '  No veo la PGU ', mensaje: 'No aparece la PGU en mi panel de beneficios.' };

beforeEach(() => {
  dynamo.reset();
  events.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
});

describe('POST /api/support/tickets', () => {
  it("stores an open ticket under the caller's key and publishes SupportTicketOpened with its reference only", async () => {
    const result = await open(valid);
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ id: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/) as unknown, asunto: 'No veo la PGU', mensaje: valid.mensaje, status: 'abierto', createdAt: expect.any(String) as unknown });
    // The ticket and its event in one transaction.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const put = transactPuts(dynamo, testEnv.TABLE_SUPPORT)[0];
    expect(put).toMatchObject({
      TableName: testEnv.TABLE_SUPPORT,
      Item: { pk: 'USER#user-1', sk: `TICKET#${String(result.body.createdAt)}#${String(result.body.id)}`, uid: 'user-1', asunto: 'No veo la PGU', status: 'abierto' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const entry = outboxEvents(dynamo)[0];
    expect(entry?.type).toBe('SupportTicketOpened');
    expect(entry?.detail).toEqual({ uid: 'user-1', ticketId: result.body.id, at: result.body.createdAt });
    expect(JSON.stringify(entry?.detail)).not.toContain('PGU');
  });

  it('counts the ticket against 5 an hour per user', async () => {
    await open(valid);
    const limit = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(limit).toMatchObject({ TableName: testEnv.TABLE_AUTH, Key: { pk: 'RATE#user-1', sk: expect.stringMatching(/^support-ticket#/) as unknown } });
  });

  it('answers 429 in Spanish past 5 tickets an hour, and stores and publishes nothing', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 6 } });
    const result = await open(valid);
    expect(result).toEqual({
      status: 429,
      body: { error: { code: 'too-many-requests', message: 'Ya enviaste varias solicitudes de soporte en la última hora. Intenta nuevamente más tarde.' } },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(outboxEvents(dynamo)).toHaveLength(0);
  });

  it.each([
    ['asunto', { asunto: 'ab' }, 'El asunto debe tener al menos 3 caracteres.'],
    ['asunto', { asunto: 'x'.repeat(121) }, 'El asunto puede tener hasta 120 caracteres.'],
    ['mensaje', { mensaje: 'corto' }, 'El mensaje debe tener al menos 10 caracteres.'],
    ['mensaje', { mensaje: 'x'.repeat(4001) }, 'El mensaje puede tener hasta 4.000 caracteres.'],
    ['status', { status: 'cerrado' }, expect.any(String) as unknown],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const result = await open({ ...valid, ...change });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field] ?? result.body.error?.fields?._).toEqual(message);
    expect(writesOf(dynamo)).toEqual([]);
  });

  it('answers 401 session-ended to a Google caller without a document', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await open(valid, 'google_ghost')).body.error?.code).toBe('session-ended');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    const { handler } = await import('./post-ticket');
    expect((await handler(httpEvent(route, { body: JSON.stringify(valid) }), context)).statusCode).toBe(401);
    expect(writesOf(dynamo)).toEqual([]);
  });

  it.each([
    ['an active semi-annual plan', storedSubscription('semestral', 'active'), true],
    ['an annual plan in its grace period after a failed charge', storedSubscription('anual', 'past_due'), true],
    ['a cancelled plan', storedSubscription('anual', 'cancelled'), false],
    ['no plan', undefined, false],
  ])('decides priority support on the server from the caller’s subscription record: %s', async (_case, subscription, priority) => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: subscription });
    const result = await open({ ...valid, priority: true });
    // A client's own flag is an unknown field: refused, and nothing is written.
    expect(result.status).toBe(400);
    const opened = await open(valid);
    expect(opened.status).toBe(201);
    expect(opened.body.priority).toBe(priority ? true : undefined);
    const item = transactPuts(dynamo, testEnv.TABLE_SUPPORT)[0]?.Item ?? {};
    if (priority) expect(item.priority).toBe(true);
    else expect(item).not.toHaveProperty('priority');
    // A priority ticket is written into the inbox's priority partitions, which are read first.
    expect([item.inboxPk, item.inboxStatus]).toEqual(priority ? ['PRIORITY#INBOX', 'PRIORITY#abierto'] : ['INBOX', 'abierto']);
    expect(dynamo.commandCalls(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#user-1', sk: 'SUBSCRIPTION' } })).not.toHaveLength(0);
  });
});
