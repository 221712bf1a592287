import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routeList } from '../../shared/routes';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';
import { issuedBeforeSessionsEnded } from './account-status';

/** Admin rights and sessions come from the server's own state, not only from the token. */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const eventBridge = mockClient(EventBridgeClient);

const givenDocument = (item: Record<string, unknown> | undefined) => dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves(item ? { Item: item } : {});
const adminRoutes = routeList.filter((route) => route.auth === 'admin');
const callAdminRoute = async (route: (typeof adminRoutes)[number], sub: string) => {
  const { handler } = (await import(`../${route.handler}`)) as { handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string }> };
  return handler(httpEvent(route, { caller: { sub, groups: ['admin'] }, pathParameters: { uid: 'user-2' }, body: route.method === 'PATCH' ? JSON.stringify({ firstName: 'Ana' }) : route.method === 'POST' ? '{}' : undefined }), context);
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
  cognito.on(ListUsersCommand).resolves({ Users: [] });
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

describe('admin routes, against the caller\'s document', () => {
  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: an admin token without a document is 403', async (_key, route) => {
    givenDocument(undefined);
    const result = await callAdminRoute(route, 'gone-admin');
    expect(result.statusCode).toBe(403);
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: a demoted admin whose token still says admin is 403', async (_key, route) => {
    givenDocument({ ...testUser({ uid: 'admin-1', userType: 'client' }) });
    const result = await callAdminRoute(route, 'admin-1');
    expect(result.statusCode).toBe(403);
    expect(parse(result)).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('an admin cannot change its own role: 409 cannot-change-own-role, nothing written', async () => {
    givenDocument({ ...testUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' }) });
    dynamo.on(QueryCommand).resolves({ Items: [{ uid: 'admin-1' }, { uid: 'admin-2' }] });
    const { handler } = await import('../http/admin/patch-user');
    const event = httpEvent({ method: 'PATCH', path: '/api/admin/users/{uid}' }, { caller: { sub: 'admin-1', groups: ['admin'] }, pathParameters: { uid: 'admin-1' }, body: JSON.stringify({ userType: 'client' }) });
    const result = await handler(event, context);
    expect(result.statusCode).toBe(409);
    expect(parse(result)).toEqual({ error: { code: 'cannot-change-own-role', message: 'No puedes cambiar tu propio rol.' } });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('sessions end on the server', () => {
  it('an ID token replayed after sign-out gets 401 session-ended; a sign-in after it is accepted', async () => {
    const user = testUser();
    givenDocument(user);
    let validAfter: number | undefined;
    dynamo.on(UpdateCommand, { TableName: testEnv.TABLE_USERS }).callsFake((input: { ExpressionAttributeValues: Record<string, number> }) => {
      validAfter = input.ExpressionAttributeValues[':at'];
      givenDocument({ ...user, tokensValidAfter: validAfter });
      return {};
    });
    const issuedAt = Math.floor(Date.now() / 1000);
    const signOut = (await import('../http/accounts/post-sign-out')).handler;
    const getMe = (await import('../http/me/get-me')).handler;
    expect((await getMe(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'user-1', issuedAt } }), context)).statusCode).toBe(200);
    expect((await signOut(httpEvent({ method: 'POST', path: '/api/auth/sign-out' }, { caller: { sub: 'user-1', issuedAt } }), context)).statusCode).toBe(204);
    expect(validAfter).toEqual(expect.any(Number));

    const replayed = await getMe(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'user-1', issuedAt } }), context);
    expect(replayed.statusCode).toBe(401);
    expect(parse(replayed)).toEqual({ error: { code: 'session-ended', message: 'Tu sesión terminó. Inicia sesión nuevamente.' } });

    // The sign-out answers only once its second is over: a token issued now is a new session.
    const fresh = await getMe(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'user-1', issuedAt: Math.floor(Date.now() / 1000) } }), context);
    expect(fresh.statusCode).toBe(200);
  });

  it('GET /api/me does not show the server-only instant', async () => {
    givenDocument({ ...testUser(), tokensValidAfter: 1_000 });
    const { handler } = await import('../http/me/get-me');
    const result = await handler(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'user-1' } }), context);
    expect(parse(result)).not.toHaveProperty('tokensValidAfter');
  });

  it('a token of the same second as the end is refused, one of the next second accepted', () => {
    const endedAt = Date.UTC(2026, 0, 1, 12, 0, 0, 400);
    const second = Math.floor(endedAt / 1000);
    expect(issuedBeforeSessionsEnded(second - 1, endedAt)).toBe(true);
    expect(issuedBeforeSessionsEnded(second, endedAt)).toBe(true);
    expect(issuedBeforeSessionsEnded(second + 1, endedAt)).toBe(false);
    expect(issuedBeforeSessionsEnded(second, undefined)).toBe(false);
    expect(issuedBeforeSessionsEnded(undefined, endedAt)).toBe(true);
  });

  it('a password account\'s token without a document (a deleted account) is 401 session-ended', async () => {
    givenDocument(undefined);
    const { handler } = await import('../http/me/get-me');
    const result = await handler(httpEvent({ method: 'GET', path: '/api/me' }, { caller: { sub: 'deleted-1' } }), context);
    expect(result.statusCode).toBe(401);
  });
});
