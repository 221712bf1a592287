import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { AdminUserList } from '../../../shared/admin';
import { context, givenCaller, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';
import { toUserItem } from '../../users/users.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/admin/users' } as const;

const item = (index: number, overrides: Parameters<typeof testUser>[0] = {}) =>
  toUserItem(testUser({ uid: `u${index}`, email: `u${index}@example.cl`, createdAt: `2026-01-01T00:00:${String(59 - index).padStart(2, '0')}.000Z`, ...overrides }));

const list = async (query: Record<string, string> = {}, groups = ['admin']) => {
  const { handler } = await import('./get-users');
  const result = await handler(httpEvent(route, { caller: { sub: 'admin-1', groups }, query }), context);
  return { status: result.statusCode, body: parse(result) as AdminUserList & { error?: { code: string; fields?: Record<string, string> } } };
};

const queries = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(BatchGetCommand).resolves({ Responses: { [testEnv.TABLE_BILLING]: [] } });
});

describe('GET /api/admin/users', () => {
  it('answers the newest 25 from the byCreatedAt index, with their plans from one BatchGet, and a cursor', async () => {
    dynamo.on(QueryCommand).resolves({ Items: Array.from({ length: 26 }, (_unused, index) => item(index)) });
    dynamo.on(BatchGetCommand).resolves({ Responses: { [testEnv.TABLE_BILLING]: [{ uid: 'u0', plan: 'anual', status: 'active' }, { uid: 'u1', plan: 'semestral', status: 'cancelled' }] } });

    const { status, body } = await list();

    expect(status).toBe(200);
    expect(queries()).toEqual([
      {
        TableName: testEnv.TABLE_USERS,
        IndexName: 'byCreatedAt',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'listPk' },
        ExpressionAttributeValues: { ':pk': 'USER' },
        ScanIndexForward: false,
        Limit: 26,
      },
    ]);
    expect(body.users).toHaveLength(25);
    expect(body.users[0]).toEqual({
      uid: 'u0',
      firstName: 'Carla',
      lastName: 'Rojas',
      email: 'u0@example.cl',
      rut: '12345678-5',
      userType: 'client',
      activated: true,
      disabled: false,
      createdAt: '2026-01-01T00:00:59.000Z',
      plan: 'anual',
    });
    expect(body.users[1]?.plan).toBeNull();
    const keys = dynamo.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.[testEnv.TABLE_BILLING]?.Keys;
    expect(keys).toHaveLength(25);
    expect(keys?.[0]).toEqual({ pk: 'USER#u0', sk: 'SUBSCRIPTION' });
    // The cursor is opaque base64url and starts after the 25th.
    expect(body.nextCursor).toMatch(/^[\w-]+$/);
    const cursor = (JSON.parse(Buffer.from(body.nextCursor ?? '', 'base64url').toString()) as { p: { k: Record<string, string> } }).p;
    expect(cursor.k).toEqual({ uid: 'u24', listPk: 'USER', createdAt: '2026-01-01T00:00:35.000Z' });

    dynamo.resetHistory();
    await list({ cursor: body.nextCursor ?? '' });
    expect(queries()[0]?.ExclusiveStartKey).toEqual(cursor.k);
  });

  it('answers no cursor on the last page', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [item(0), item(1)] });
    const { body } = await list({ limit: '5' });
    expect(body.users).toHaveLength(2);
    expect(body.nextCursor).toBeNull();
    expect(queries()[0]?.Limit).toBe(6);
  });

  it.each([
    ['12.345', 'byRut', 'rutDigits', '12345'],
    ['12345678-k', 'byRut', 'rutDigits', '12345678K'],
    ['Carla.R@Example', 'byEmail', 'emailLower', 'carla.r@example'],
    ['carla.rojas', 'byEmail', 'emailLower', 'carla.rojas'],
  ])('searches %s in %s by prefix', async (q, index, sortKey, prefix) => {
    await list({ q });
    expect(queries()[0]).toMatchObject({
      IndexName: index,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'listPk', '#sk': sortKey },
      ExpressionAttributeValues: { ':pk': 'USER', ':prefix': prefix },
      ScanIndexForward: true,
    });
  });

  it('searches a name in first-and-last names, then in last names, then in second surnames, each without what was found already, without accents', async () => {
    dynamo.on(QueryCommand, { IndexName: 'byName' }).resolves({ Items: [item(0, { firstName: 'Álvaro', lastName: 'Núñez' })] });
    dynamo.on(QueryCommand, { IndexName: 'byLastName' }).resolves({ Items: [item(1, { firstName: 'Ana', lastName: 'Alvarado' })] });
    dynamo.on(QueryCommand, { IndexName: 'bySecondSurname' }).resolves({ Items: [item(2, { firstName: 'Rosa', lastName: 'Pérez Álvarez' })] });
    const { body } = await list({ q: ' ÁLVA ' });
    expect(queries().map((input) => [input.IndexName, input.ExpressionAttributeValues?.[':prefix'], input.FilterExpression] as unknown[])).toEqual([
      ['byName', 'alva', undefined],
      ['byLastName', 'alva', 'NOT begins_with(#name, :namePrefix)'],
      ['bySecondSurname', 'alva', 'NOT begins_with(#name, :namePrefix) AND NOT begins_with(#lastName, :lastNamePrefix)'],
    ]);
    expect(body.users.map((user) => user.uid)).toEqual(['u0', 'u1', 'u2']);
    expect(body.nextCursor).toBeNull();
  });

  it('filters by type and intent: the index of the filter alone, a FilterExpression with a search', async () => {
    await list({ type: 'admin' });
    expect(queries()[0]).toMatchObject({ IndexName: 'byType', ExpressionAttributeNames: { '#pk': 'userType' }, ExpressionAttributeValues: { ':pk': 'admin' } });
    dynamo.resetHistory();
    await list({ intent: 'enterprise', type: 'client' });
    expect(queries()[0]).toMatchObject({ IndexName: 'byIntent', ExpressionAttributeValues: { ':pk': 'enterprise', ':type': 'client' }, FilterExpression: '#type = :type', Limit: 100 });
    dynamo.resetHistory();
    await list({ q: '1234', intent: 'enterprise' });
    expect(queries()[0]).toMatchObject({ IndexName: 'byRut', FilterExpression: '#intent = :intent', ExpressionAttributeValues: { ':intent': 'enterprise' } });
  });

  it('stops after a bounded number of queries when a filter keeps little, and answers a cursor to go on', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: { uid: 'x', listPk: 'USER', createdAt: '2020' } });
    const { body } = await list({ q: 'ana', intent: 'enterprise' });
    expect(queries().length).toBe(8);
    expect(body.users).toEqual([]);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it.each<Record<string, string>>([{ limit: '101' }, { limit: '0' }, { limit: 'muchos' }, { type: 'root' }, { intent: 'student' }, { cursor: 'bm8' }, { cursor: 'a b' }])('answers 400 to %p and reads no index', async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('bad-request');
    expect(queries()).toHaveLength(0);
  });

  it('answers 400 to a cursor of another search', async () => {
    dynamo.on(QueryCommand).resolves({ Items: Array.from({ length: 3 }, (_unused, index) => item(index)) });
    const { body } = await list({ limit: '2' });
    dynamo.resetHistory();
    expect((await list({ limit: '2', q: 'ana', cursor: body.nextCursor ?? '' })).status).toBe(400);
    expect(queries()).toHaveLength(0);
  });

  it('answers 403 to a client', async () => {
    expect((await list({}, [])).status).toBe(403);
    expect(queries()).toHaveLength(0);
  });
});
