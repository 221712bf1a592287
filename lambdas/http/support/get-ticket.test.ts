import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { storedTicket, ticketAt } from '../../testing/support-desk';
import { context, givenCaller, httpEvent, parse, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/support/tickets/{ticketId}' } as const;

const get = async (sub = 'user-1', ticketId = 'K7M2Q9XA') => {
  const { handler } = await import('./get-ticket');
  const result = await handler(httpEvent(route, { caller: { sub }, pathParameters: { ticketId } }), context);
  return { status: result.statusCode, body: parse(result) };
};

const reply = { id: 'm1', author: 'equipo', mensaje: 'Ya lo revisamos.', at: '2026-03-11T10:00:00.000Z', actor: 'admin-1' };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'user-1');
  givenCaller(dynamo, 'user-2');
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#user-1', ':id': 'K7M2Q9XA' } })
    .resolves({ Items: [storedTicket({ status: 'en-proceso', updatedAt: reply.at, thread: [reply] })] });
});

describe('GET /api/support/tickets/{ticketId}', () => {
  it("answers the caller's own ticket with its thread, without the admin's identity or the inbox's fields", async () => {
    expect(await get()).toEqual({
      status: 200,
      body: {
        id: 'K7M2Q9XA',
        asunto: 'No veo la PGU',
        mensaje: 'No aparece la PGU en mi panel.',
        status: 'en-proceso',
        createdAt: ticketAt,
        updatedAt: reply.at,
        thread: [{ id: 'm1', author: 'equipo', mensaje: 'Ya lo revisamos.', at: reply.at }],
      },
    });
  });

  it("answers 404 to another user asking for it, like a ticket that does not exist", async () => {
    expect(await get('user-2')).toEqual({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos lo que buscas.' } } });
    expect(await get('user-1', 'NOPE2345')).toMatchObject({ status: 404 });
  });
});
