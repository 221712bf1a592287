import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routes } from '../../shared/routes';
import { context, httpEvent, parse, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';
import { routerOf } from './router';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
});

const meRouter = async () => {
  const [{ handler: getMe }, { handler: getTickets }] = await Promise.all([import('../http/me/get-me'), import('../http/support/get-tickets')]);
  return routerOf([getMe, getTickets]);
};

describe('routerOf, the entry of a feature function', () => {
  it("hands the event to the handler of API Gateway's routeKey", async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser({ uid: 'user-1' }) });
    const router = await meRouter();
    const result = await router(httpEvent(routes.getMe, { caller: { sub: 'user-1' } }), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toMatchObject({ uid: 'user-1' });
  });

  it('answers 404 with the catalogue text for a route it does not serve, and runs nothing', async () => {
    const router = await meRouter();
    const result = await router(httpEvent(routes.listUsers, { caller: { sub: 'admin-1', groups: ['admin'] } }), context);
    expect(result.statusCode).toBe(404);
    expect(parse(result)).toEqual({ error: { code: 'not-found', message: 'No encontramos lo que buscas.' } });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses two handlers for one route', async () => {
    const { handler: getMe } = await import('../http/me/get-me');
    expect(() => routerOf([getMe, getMe])).toThrow('Two handlers for GET /api/me');
  });
});
