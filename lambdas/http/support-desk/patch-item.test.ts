import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { storedInsurance, storedTicket } from '../../testing/support-desk';
import { transactionConditionFailed, transactUpdates } from '../../testing/transactions';
import { context, givenCaller, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
/** The domain events the function wrote to the outbox. */
const events = () => outboxEvents(dynamo);
const route = { method: 'PATCH', path: '/api/admin/support/items/{uid}/{itemId}' } as const;
const admin = { sub: 'admin-1', groups: ['admin'] };

type Body = Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };
const patch = async (body: unknown, { caller = admin, itemId = 'K7M2Q9XA' }: { caller?: { sub: string; groups?: string[] }; itemId?: string } = {}) => {
  const { handler } = await import('./patch-item');
  const result = await handler(httpEvent(route, { caller, pathParameters: { uid: 'user-1', itemId }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as Body };
};
const givenItem = (item: Record<string, unknown>) => {
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#user-1', ':id': item.id } }).resolves({ Items: [item] });
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  givenCaller(dynamo, 'user-2');
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('PATCH /api/admin/support/items/{uid}/{itemId}', () => {
  it.each([
    ['abierto', 'en-proceso'],
    ['en-proceso', 'cerrado'],
  ])('moves a ticket from %s to %s on the condition that nobody moved it first, and audits who did it', async (from, to) => {
    givenItem(storedTicket({ status: from }));
    const result = await patch({ status: to });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: 'ticket', id: 'K7M2Q9XA', status: to, thread: [] });
    expect(transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[0]).toMatchObject({
      TableName: testEnv.TABLE_SUPPORT,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', '#inboxPk': 'inboxPk', '#inboxStatus': 'inboxStatus', '#updated': 'updatedAt' },
      ExpressionAttributeValues: { ':from': from, ':to': to, ':inboxPk': 'INBOX', ':inboxStatus': to },
    });
    const published = events();
    expect(published.map((event) => event.type)).toEqual(['SupportStatusChanged']);
    expect(published[0]?.detail).toMatchObject({ uid: 'user-1', itemId: 'K7M2Q9XA', kind: 'ticket', from, to, actor: 'admin-1' });
  });

  it.each([
    ['abierto', 'en-proceso', 'PRIORITY#INBOX'],
    ['en-proceso', 'cerrado', 'INBOX'],
  ])('moves a priority ticket from %s to %s within the priority partitions (a closed one leaves the whole inbox’s)', async (from, to, inboxPk) => {
    givenItem(storedTicket({ status: from, priority: true, inboxPk: 'PRIORITY#INBOX', inboxStatus: `PRIORITY#${from}` }));
    expect((await patch({ status: to })).status).toBe(200);
    expect(transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[0]?.ExpressionAttributeValues).toMatchObject({ ':to': to, ':inboxPk': inboxPk, ':inboxStatus': `PRIORITY#${to}` });
  });

  it.each([
    ['abierto', 'cerrado'],
    ['abierto', 'abierto'],
    ['en-proceso', 'abierto'],
    ['en-proceso', 'en-proceso'],
    ['cerrado', 'abierto'],
    ['cerrado', 'cerrado'],
  ])('refuses to move a ticket from %s to %s with a Spanish message, and changes and publishes nothing', async (from, to) => {
    givenItem(storedTicket({ status: from }));
    const result = await patch({ status: to });
    expect(result).toEqual({
      status: 409,
      body: { error: { code: 'invalid-transition', message: 'Ese cambio de estado no está permitido: una solicitud pasa de Abierto a En proceso y de En proceso a Cerrado, y una cerrada puede reabrirse.' } },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(events()).toHaveLength(0);
  });

  it('reopens a closed ticket to "en proceso", on the condition that it is still closed, and audits who did it', async () => {
    givenItem(storedTicket({ status: 'cerrado', inboxStatus: 'cerrado' }));
    const result = await patch({ status: 'en-proceso' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ kind: 'ticket', status: 'en-proceso' });
    expect(transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[0]).toMatchObject({ ExpressionAttributeValues: { ':from': 'cerrado', ':to': 'en-proceso', ':inboxStatus': 'en-proceso' } });
    expect(events()[0]?.detail).toMatchObject({ from: 'cerrado', to: 'en-proceso', actor: 'admin-1' });
  });

  it('keeps a closed assisted request closed: its benefit was released when it closed', async () => {
    givenItem(storedTicket({ kind: 'assisted', status: 'cerrado', benefitId: 'pgu', benefitName: 'PGU' }));
    const result = await patch({ status: 'en-proceso' });
    expect(result.body.error?.code).toBe('invalid-transition');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('shows the person by their current name, e-mail and RUT, not those stored when the ticket was opened', async () => {
    givenItem(storedTicket({ status: 'abierto' }));
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({
      Item: { uid: 'user-1', firstName: 'Ana María', lastName: 'Soto Lagos', email: 'ana.soto@example.cl', rut: '15234567-4', userType: 'client' },
    });
    const result = await patch({ status: 'en-proceso' });
    expect(result.body).toMatchObject({ name: 'Ana María Soto Lagos', email: 'ana.soto@example.cl', rut: '15234567-4' });
  });

  it('refuses the move when another admin moved the ticket first', async () => {
    givenItem(storedTicket({ status: 'abierto' }));
    dynamo.on(TransactWriteCommand).rejects(transactionConditionFailed());
    const result = await patch({ status: 'en-proceso' });
    expect(result.status).toBe(409);
    expect(result.body.error?.code).toBe('invalid-transition');
    // The event was only in the transaction DynamoDB refused, with the change: neither was written.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('moves an insurance contact request through the same statuses', async () => {
    givenItem(storedInsurance());
    const result = await patch({ status: 'en-proceso' }, { itemId: 'R3Q8W2NZ' });
    expect(result.body).toMatchObject({ kind: 'insurance', id: 'R3Q8W2NZ', status: 'en-proceso', insuranceType: 'cesantia', asunto: 'Seguros: Seguro de Cesantía' });
    expect(events().map((event) => event.type)).toEqual(['SupportStatusChanged']);
    expect(events()[0]?.detail).toMatchObject({ kind: 'insurance', itemId: 'R3Q8W2NZ' });
  });

  it('answers 404 for an item the user does not have', async () => {
    expect((await patch({ status: 'en-proceso' }, { itemId: 'NOPE2345' })).body.error?.code).toBe('not-found');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses an unknown status with a Spanish message and reads nothing', async () => {
    const result = await patch({ status: 'resuelto' });
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.status).toBe('Elige un estado válido: Abierto, En proceso o Cerrado.');
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 403 to a client and changes nothing', async () => {
    givenItem(storedTicket());
    expect((await patch({ status: 'en-proceso' }, { caller: { sub: 'user-2' } })).status).toBe(403);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
