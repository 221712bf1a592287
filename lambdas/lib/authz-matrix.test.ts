import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routeKey, routeList } from '../../shared/routes';
import { authzCases, authzPersonas } from '../testing/authz-matrix';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../testing/events';
import { defineHandler, json } from './http';

/**
 * The authorization matrix, generated from the route table. Each route's auth
 * level goes through the real middleware (defineHandler) with a probe for a handler, so that what
 * is checked is the middleware's decision alone: the caller's document comes from a mocked DynamoDB.
 */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  for (const persona of authzPersonas) {
    if (persona.caller && persona.document) dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: persona.caller.sub } }).resolves({ Item: persona.document });
  }
});

const cases = authzCases(routeList).map((entry) => [routeKey(entry.route), entry.persona.name, entry] as const);

it('covers every route and every persona', () => {
  expect(cases).toHaveLength(routeList.length * authzPersonas.length);
});

it.each(cases)('%s, %s', async (_route, _persona, { route, persona, expected }) => {
  // The probe takes no body or query: the route's auth level is what is under test.
  const probe = defineHandler({ method: route.method, path: route.path, auth: route.auth, handler: route.handler, ...('registering' in route ? { registering: true } : {}) }, () => Promise.resolve(json(200, { reached: true })));
  const result = await probe(httpEvent(route, { ...(persona.caller ? { caller: persona.caller } : {}), pathParameters: { uid: 'client-1' } }), context);
  if (expected === 'allowed') {
    expect({ status: result.statusCode, body: parse(result) }).toEqual({ status: 200, body: { reached: true } });
  } else {
    expect({ status: result.statusCode, code: (parse(result) as { error?: { code?: string } }).error?.code }).toEqual(expected);
  }
});
