import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, handlerCalls, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/support/tickets' } as const;

const item = (id: string, createdAt: string, status = 'abierto') => ({
  pk: 'USER#user-1',
  sk: `TICKET#${createdAt}#${id}`,
  kind: 'ticket',
  uid: 'user-1',
  id,
  asunto: `Asunto ${id}`,
  mensaje: 'Un mensaje de prueba.',
  status,
  createdAt,
});

const list = async (sub = 'user-1') => {
  const { handler } = await import('./get-tickets');
  const result = await handler(httpEvent(route, { caller: { sub } }), context);
  return { status: result.statusCode, body: parse(result) };
};

beforeEach(() => {
  dynamo.reset();
  // The account is not disabled (the middleware's check, lib/http.ts).
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'user-1');
});

describe('GET /api/support/tickets', () => {
  it("lists the caller's own tickets, newest first, with one Query on the caller's key, and only the ticket fields", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [item('BBBBBBBB', '2026-03-10T12:00:00.000Z', 'en-proceso'), item('AAAAAAAA', '2026-03-09T12:00:00.000Z')] });
    const result = await list();
    expect(result).toEqual({
      status: 200,
      body: {
        tickets: [
          { id: 'BBBBBBBB', asunto: 'Asunto BBBBBBBB', mensaje: 'Un mensaje de prueba.', status: 'en-proceso', createdAt: '2026-03-10T12:00:00.000Z' },
          { id: 'AAAAAAAA', asunto: 'Asunto AAAAAAAA', mensaje: 'Un mensaje de prueba.', status: 'abierto', createdAt: '2026-03-09T12:00:00.000Z' },
        ],
      },
    });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: testEnv.TABLE_SUPPORT,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'USER#user-1', ':prefix': 'TICKET#' },
      ScanIndexForward: false,
    });
    expect(handlerCalls(dynamo.calls())).toHaveLength(1);
  });

  it('answers an empty list to a user without tickets', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    givenCaller(dynamo, 'user-2');
    expect(await list('user-2')).toEqual({ status: 200, body: { tickets: [] } });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':pk': 'USER#user-2' });
  });

  it('answers 401 without verified claims and reads nothing', async () => {
    const { handler } = await import('./get-tickets');
    expect((await handler(httpEvent(route), context)).statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
