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
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'PLAN#' } }).resolves({ Items: [{ pk: 'KPI', sk: 'PLAN#anual', active: 40, pastDue: 2 }, { pk: 'KPI', sk: 'PLAN#semestral', active: 70, pastDue: 3 }] });
    expect(await call()).toEqual({
      status: 200,
      body: {
        users: [
          { plan: 'semestral', active: 70, pastDue: 3 },
          { plan: 'anual', active: 40, pastDue: 2 },
        ],
        total: 115,
        churn: [],
      },
    });
    expect(handlerCalls(dynamo.calls())).toHaveLength(2);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'PLAN#' } });
  });

  it('answers every plan, with zeros, before any subscription', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect((await call()).body).toEqual({ users: [{ plan: 'semestral', active: 0, pastDue: 0 }, { plan: 'anual', active: 0, pastDue: 0 }], total: 0, churn: [] });
  });

  it('answers the churn by month: plans ended over plans in force when the month began, walked back from today', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'PLAN#' } }).resolves({ Items: [{ pk: 'KPI', sk: 'PLAN#anual', active: 8, pastDue: 0 }, { pk: 'KPI', sk: 'PLAN#semestral', active: 10, pastDue: 2 }] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'SUBSCRIPTIONS#' } }).resolves({
      Items: [
        { pk: 'KPI', sk: 'SUBSCRIPTIONS#2026-10', started: 20, ended: 0 },
        { pk: 'KPI', sk: 'SUBSCRIPTIONS#2026-11', started: 5, ended: 5 },
        { pk: 'KPI', sk: 'SUBSCRIPTIONS#2026-12', started: 2, ended: 2 },
      ],
    });
    // 20 in force now; December began with 20 (2 started, 2 ended); November with 20; October with 0.
    expect((await call()).body).toMatchObject({
      total: 20,
      churn: [
        { month: '2026-10', inForceAtStart: 0, ended: 0, rate: null },
        { month: '2026-11', inForceAtStart: 20, ended: 5, rate: 0.25 },
        { month: '2026-12', inForceAtStart: 20, ended: 2, rate: 0.1 },
      ],
    });
  });

  it('answers 403 to a client', async () => {
    expect((await call([])).status).toBe(403);
  });
});
