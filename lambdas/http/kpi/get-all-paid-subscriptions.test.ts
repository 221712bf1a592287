import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, handlerCalls, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/kpi/get-all-paid-subscriptions' } as const;

const call = async (groups = ['admin']) => {
  const { handler } = await import('./get-all-paid-subscriptions');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups } }), context);
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
    expect(await call()).toEqual({
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
    expect((await call()).body).toEqual({ payments: [], totals: { count: 0, revenue: 0 } });
  });

  it('answers 403 to a client and reads nothing', async () => {
    expect((await call([])).status).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
