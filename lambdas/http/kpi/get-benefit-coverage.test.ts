import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, handlerCalls, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/kpi/benefit-coverage' } as const;

interface Coverage {
  benefits: { id: string; name: string; likely: number; maybe: number; no: number }[];
  users: number;
}

const call = async (groups = ['admin']) => {
  const { handler } = await import('./get-benefit-coverage');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups } }), context);
  return { status: result.statusCode, body: parse(result) as Coverage };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
});

describe('GET /api/kpi/benefit-coverage', () => {
  it('answers users likely / maybe / no for each benefit from one Query of the counters, and never reads users', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'KPI', sk: 'BENEFIT#pgu', likely: 3, maybe: 5, no: 12 },
        { pk: 'KPI', sk: 'BENEFIT#subsidio-familiar', likely: 7, maybe: 1, no: 12 },
      ],
    });
    const { status, body } = await call();
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
    expect((await call([])).status).toBe(403);
  });
});
