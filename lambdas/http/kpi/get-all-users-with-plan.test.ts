import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, handlerCalls, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/kpi/get-all-users-with-plan' } as const;

const call = async (groups = ['admin']) => {
  const { handler } = await import('./get-all-users-with-plan');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups } }), context);
  return { status: result.statusCode, body: parse(result) };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
});

describe('GET /api/kpi/get-all-users-with-plan', () => {
  it('answers the users with a plan, active and past due, by plan, from one Query of the counters', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ pk: 'KPI', sk: 'PLAN#anual', active: 40, pastDue: 2 }, { pk: 'KPI', sk: 'PLAN#semestral', active: 70, pastDue: 3 }] });
    expect(await call()).toEqual({
      status: 200,
      body: {
        users: [
          { plan: 'semestral', active: 70, pastDue: 3 },
          { plan: 'anual', active: 40, pastDue: 2 },
        ],
        total: 115,
      },
    });
    expect(handlerCalls(dynamo.calls())).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'PLAN#' } });
  });

  it('answers every plan, with zeros, before any subscription', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect((await call()).body).toEqual({ users: [{ plan: 'semestral', active: 0, pastDue: 0 }, { plan: 'anual', active: 0, pastDue: 0 }], total: 0 });
  });

  it('answers 403 to a client', async () => {
    expect((await call([])).status).toBe(403);
  });
});
