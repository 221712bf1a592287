import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, handlerCalls, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

/** The admin's figures: each from its handler of this folder's function. */
const kpis = {
  paid: { handler: './get-all-paid-subscriptions', path: '/api/kpi/get-all-paid-subscriptions' },
  plans: { handler: './get-all-users-with-plan', path: '/api/kpi/get-all-users-with-plan' },
  coverage: { handler: './get-benefit-coverage', path: '/api/kpi/benefit-coverage' },
} as const;

const call = async (kpi: keyof typeof kpis, groups = ['admin']) => {
  const { handler } = (await import(kpis[kpi].handler)) as typeof import('./get-benefit-coverage');
  const result = await handler(httpEvent({ method: 'GET', path: kpis[kpi].path }, { caller: { sub: 'admin-1', groups } }), context);
  return { status: result.statusCode, body: parse(result) };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
});

describe('GET /api/kpi/get-all-paid-subscriptions', () => {
  it('answers the paid payments by month, oldest first, and their totals, from one Query of the counters', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'KPI', sk: 'PAYMENTS#2026-11', count: 3, revenue: 109_970 },
        { pk: 'KPI', sk: 'PAYMENTS#2026-10', count: 2, revenue: 59_980 },
        { pk: 'KPI', sk: 'PAYMENTS#2026-09', count: 0, revenue: 0 },
      ],
    });
    expect(await call('paid')).toEqual({
      status: 200,
      body: {
        payments: [
          { month: '2026-10', count: 2, revenue: 59_980 },
          { month: '2026-11', count: 3, revenue: 109_970 },
        ],
        totals: { count: 5, revenue: 169_950 },
      },
    });
    expect(handlerCalls(dynamo.calls())).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toEqual({
      TableName: testEnv.TABLE_BILLING,
      KeyConditionExpression: 'pk = :kpi AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'PAYMENTS#' },
    });
  });

  it('answers empty figures when nothing was paid yet', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect((await call('paid')).body).toEqual({ payments: [], totals: { count: 0, revenue: 0 } });
  });

  it('answers 403 to a client and reads nothing', async () => {
    expect((await call('paid', [])).status).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('GET /api/kpi/get-all-users-with-plan', () => {
  it('answers the users with a plan, active and past due, by plan, from one Query of the counters', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'PLAN#' } }).resolves({ Items: [{ pk: 'KPI', sk: 'PLAN#anual', active: 40, pastDue: 2 }, { pk: 'KPI', sk: 'PLAN#semestral', active: 70, pastDue: 3 }] });
    expect(await call('plans')).toEqual({
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
    expect((await call('plans')).body).toEqual({ users: [{ plan: 'semestral', active: 0, pastDue: 0 }, { plan: 'anual', active: 0, pastDue: 0 }], total: 0, churn: [] });
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
    expect((await call('plans')).body).toMatchObject({
      total: 20,
      churn: [
        { month: '2026-10', inForceAtStart: 0, ended: 0, rate: null },
        { month: '2026-11', inForceAtStart: 20, ended: 5, rate: 0.25 },
        { month: '2026-12', inForceAtStart: 20, ended: 2, rate: 0.1 },
      ],
    });
  });

  it('answers 403 to a client', async () => {
    expect((await call('plans', [])).status).toBe(403);
  });
});

interface Coverage {
  benefits: { id: string; name: string; likely: number; maybe: number; no: number }[];
  users: number;
}

describe('GET /api/kpi/benefit-coverage', () => {
  it('answers users likely / maybe / no for each benefit from one Query of the counters, and never reads users', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'KPI', sk: 'BENEFIT#pgu', likely: 3, maybe: 5, no: 12 },
        { pk: 'KPI', sk: 'BENEFIT#subsidio-familiar', likely: 7, maybe: 1, no: 12 },
      ],
    });
    const { status, body: answer } = await call('coverage');
    const body = answer as Coverage;
    expect(status).toBe(200);
    expect(body.benefits.find((benefit) => benefit.id === 'pgu')).toEqual({ id: 'pgu', name: 'Pensión Garantizada Universal (PGU)', likely: 3, maybe: 5, no: 12 });
    expect(body.benefits.find((benefit) => benefit.id === 'subsidio-familiar')).toMatchObject({ likely: 7, maybe: 1, no: 12 });
    // Every benefit in force has a row, with zeros before anyone is counted on it.
    expect(body.benefits.find((benefit) => benefit.id === 'bono-invierno')).toMatchObject({ likely: 0, maybe: 0, no: 0 });
    expect(body.users).toBe(20);
    // Aggregates only: no uid, no answer.
    expect(Object.keys(body).sort()).toEqual(['benefits', 'users']);
    for (const row of body.benefits) expect(Object.keys(row).sort()).toEqual(['id', 'likely', 'maybe', 'name', 'no']);
    expect(handlerCalls(dynamo.calls())).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_BILLING, ExpressionAttributeValues: { ':kpi': 'KPI', ':prefix': 'BENEFIT#' } });
  });

  it('answers 403 to a client', async () => {
    expect((await call('coverage', [])).status).toBe(403);
  });
});
