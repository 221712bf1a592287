import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { storedInsurance, storedTicket, ticketAt } from '../../testing/support-desk';
import { context, givenCaller, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';
import { transactUpdates } from '../../testing/transactions';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
/** The domain events the function wrote to the outbox. */
const events = () => outboxEvents(dynamo);
const route = { method: 'POST', path: '/api/admin/support/items/{uid}/{itemId}/replies' } as const;

type Body = Record<string, unknown> & { error?: { code: string; message: string } };
const reply = async (itemId = 'K7M2Q9XA', mensaje = 'Hola Ana, ya revisamos tu caso.') => {
  const { handler } = await import('./post-reply');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups: ['admin'] }, pathParameters: { uid: 'user-1', itemId }, body: JSON.stringify({ mensaje }) }), context);
  return { status: result.statusCode, body: parse(result) as Body };
};

let current: Record<string, unknown>;
beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  current = storedTicket();
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({ Items: input.ExpressionAttributeValues[':id'] === current.id ? [current] : [] }));
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('POST /api/admin/support/items/{uid}/{itemId}/replies', () => {
  it("stores the admin's reply in the thread, moves an open ticket to en proceso in the same write, and publishes it for the mailer", async () => {
    const result = await reply();
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ kind: 'ticket', status: 'en-proceso', thread: [{ author: 'equipo', mensaje: 'Hola Ana, ya revisamos tu caso.' }] });
    expect(JSON.stringify(result.body)).not.toContain('admin-1');
    const update = transactUpdates(dynamo, testEnv.TABLE_SUPPORT);
    expect(update).toHaveLength(1);
    expect(update[0]?.ExpressionAttributeValues).toMatchObject({ ':expected': 'abierto', ':to': 'en-proceso', ':inboxPk': 'INBOX', ':inboxStatus': 'en-proceso' });
    const published = events();
    expect(published.map((event) => event.type)).toEqual(['SupportTicketReplied']);
    expect(published[0]?.detail).toMatchObject({ uid: 'user-1', ticketId: 'K7M2Q9XA', ticketAt, author: 'equipo', actor: 'admin-1', status: 'en-proceso' });
  });

  it('keeps a ticket en proceso on a second reply', async () => {
    current = storedTicket({ status: 'en-proceso' });
    const result = await reply();
    expect(result.body.status).toBe('en-proceso');
    expect(transactUpdates(dynamo, testEnv.TABLE_SUPPORT)[0]?.ExpressionAttributeValues).not.toHaveProperty(':to');
  });

  it('refuses a reply to a closed ticket with a Spanish message', async () => {
    current = storedTicket({ status: 'cerrado' });
    expect(await reply()).toEqual({ status: 409, body: { error: { code: 'ticket-closed', message: 'Este ticket está cerrado. Si necesitas más ayuda, abre un ticket nuevo.' } } });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(events()).toHaveLength(0);
  });

  it('refuses a reply to an insurance contact request, which has no thread', async () => {
    current = storedInsurance();
    expect((await reply('R3Q8W2NZ')).body.error?.code).toBe('no-thread');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
