import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
});

describe('the middleware, for an account an admin disabled', () => {
  it('refuses every signed-in route with 403 user-disabled, after one GetItem of the caller\'s document', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: { ...testUser(), disabled: true } });
    const { handler } = await import('../http/me/get-me');
    const result = await handler(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'user-1' } }), context);
    expect(result.statusCode).toBe(403);
    expect(parse(result)).toEqual({ error: { code: 'user-disabled', message: 'Esta cuenta ha sido deshabilitada.' } });
    expect(dynamo.calls()).toHaveLength(1);
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toEqual({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' }, ConsistentRead: true });
  });

  it('refuses a disabled admin on admin routes too', async () => {
    dynamo.on(GetCommand).resolves({ Item: { uid: 'admin-1', userType: 'admin', disabled: true } });
    const { handler } = await import('../http/kpi/get-all-users-with-plan');
    const result = await handler(httpEvent({ method: 'GET', path: '/api/kpi/get-all-users-with-plan' }, { caller: { sub: 'admin-1', groups: ['admin'] } }), context);
    expect(result.statusCode).toBe(403);
  });

  it('lets a Google account without a document through on the registration routes only (a deleted Google account is refused elsewhere)', async () => {
    dynamo.on(GetCommand).resolves({});
    const { routeList } = await import('../../shared/routes');
    const { defineHandler, json } = await import('./http');
    const caller = { sub: 'new-google-user', username: 'google_1234' };
    const reached = [];
    for (const route of routeList.filter((entry) => entry.auth === 'user')) {
      const probe = defineHandler({ method: route.method, path: route.path, auth: route.auth, handler: route.handler, ...('registering' in route ? { registering: true } : {}) }, () => Promise.resolve(json(200, {})));
      const result = await probe(httpEvent(route, { caller }), context);
      if (result.statusCode === 200) reached.push(`${route.method} ${route.path}`);
      else expect(parse(result)).toEqual({ error: { code: 'session-ended', message: 'Tu sesión terminó. Inicia sesión nuevamente.' } });
    }
    expect(reached.sort()).toEqual(['DELETE /api/auth/federated-account', 'GET /api/register/google', 'POST /api/register/google', 'POST /api/register/google/company']);
  });

  it('reads the caller\'s document once a request and hands it to the handler (GET /api/me reads nothing more)', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser() });
    const { handler } = await import('../http/me/get-me');
    const result = await handler(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'user-1' } }), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toMatchObject({ uid: 'user-1' });
    expect(dynamo.calls()).toHaveLength(1);
  });

  it('reads nothing on public routes', async () => {
    const { handler } = await import('../http/health/get-health');
    dynamo.on(GetCommand).rejects(new Error('no read expected'));
    await handler(httpEvent({ method: 'GET', path: '/api/health' }), context);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('defineHandler, as the compiler sees it', () => {
  it('types the caller by auth level and the reply by the route', async () => {
    const { routes } = await import('../../shared/routes');
    const { defineHandler, json } = await import('./http');
    // A public route has no caller; a user route always has one (no `if (!caller)`).
    defineHandler(routes.health, ({ caller }) => {
      const none: undefined = caller;
      return Promise.resolve(json(200, { status: 'ok', dependencies: {}, down: none }));
    });
    defineHandler(routes.getMe, ({ caller }) => Promise.resolve(json(200, { ...testUser(), uid: caller.uid })));
    // @ts-expect-error GET /api/me answers a UserDocument, not a message
    defineHandler(routes.getMe, () => Promise.resolve(json(200, { message: 'hola' })));
    const bound = defineHandler(routes.listUsers, ({ query }) => Promise.resolve(json(200, { users: [], nextCursor: query.cursor ?? null })));
    expect(bound.route).toBe(routes.listUsers);
  });
});
