import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/me' } as const;

const user = {
  uid: 'user-1',
  firstName: 'Carla',
  lastName: 'Rojas',
  rut: '12345678-5',
  birthDate: '1990-01-31',
  email: 'carla@example.cl',
  userType: 'client',
  uniqueChileanPasswordConnection: false,
  socialHomeRegister: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  activated: true,
};

describe('GET /api/me', () => {
  beforeEach(() => dynamo.reset());

  it("answers the caller's own document, read by the caller's uid", async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: user });
    const { handler } = await import('./get-me');
    const result = await handler(httpEvent(route, { caller: { sub: 'user-1' } }), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toEqual(user);
  });

  it('answers 404 user-not-found when the caller has no document', async () => {
    dynamo.on(GetCommand).resolves({});
    const { handler } = await import('./get-me');
    const result = await handler(httpEvent(route, { caller: { sub: 'ghost' } }), context);
    expect(result.statusCode).toBe(404);
    expect(parse(result)).toEqual({ error: { code: 'user-not-found', message: 'Usuario no encontrado.' } });
  });

  it('answers 401 without verified claims and reads nothing', async () => {
    const { handler } = await import('./get-me');
    const result = await handler(httpEvent(route), context);
    expect(result.statusCode).toBe(401);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('hides an unexpected failure behind a generic 500', async () => {
    dynamo.on(GetCommand).rejects(new Error('connection reset by peer at 10.0.0.1'));
    const { handler } = await import('./get-me');
    const result = await handler(httpEvent(route, { caller: { sub: 'user-1' } }), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('10.0.0.1');
    expect(parse(result)).toEqual({ error: { code: 'internal', message: 'Ocurrió un error inesperado. Intenta nuevamente.' } });
  });
});
