import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { LIVE_PROTOCOL } from '../../shared/live';
import { ACCOUNT_STATE_PROJECTION } from '../lib/account-status';
import { testEnv, useTestEnv } from '../testing/events';
import { idTokenIssuer } from '../testing/id-tokens';
import type { LiveSocketEvent } from './socket-event';

useTestEnv();
const issuer = `https://cognito-idp.us-east-1.amazonaws.com/${testEnv.USER_POOL_ID}`;
const tokens = idTokenIssuer(issuer, testEnv.USER_POOL_CLIENT_ID);
const dynamo = mockClient(DynamoDBDocumentClient);

const connectEvent = (options: { protocol?: string; token?: string }): LiveSocketEvent => ({
  requestContext: { connectionId: 'conn-1', routeKey: '$connect', eventType: 'CONNECT' },
  headers: options.protocol ? { 'Sec-WebSocket-Protocol': options.protocol } : {},
  queryStringParameters: options.token ? { token: options.token } : null,
});

const connect = async (event: LiveSocketEvent) => (await import('./connect')).handler(event);
const account = (item: Record<string, unknown> | undefined) =>
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, ProjectionExpression: ACCOUNT_STATE_PROJECTION }).resolves({ Item: item });

beforeAll(() => tokens.serveJwks());
beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
});

describe('live $connect', () => {
  it('accepts a valid ID token offered as subprotocol, answers the protocol and records the connection under its user', async () => {
    account({ uid: 'user-1', userType: 'client' });
    const result = await connect(connectEvent({ protocol: `${LIVE_PROTOCOL}, ${tokens.sign({ sub: 'user-1' })}` }));
    expect(result).toEqual({ statusCode: 200, headers: { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } });
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: testEnv.TABLE_CONNECTIONS,
      Item: { uid: 'user-1', connectionId: 'conn-1', issuedAt: expect.any(Number) as unknown, expiresAt: expect.any(Number) as unknown },
    });
  });

  it('accepts the token as ?token= too', async () => {
    account({ uid: 'user-1' });
    expect(await connect(connectEvent({ token: tokens.sign({ sub: 'user-1' }) }))).toEqual({ statusCode: 200 });
  });

  it.each([
    ['no token', {}],
    ['a token of another client', { token: tokens.sign({ sub: 'user-1', aud: 'other-client' }) }],
    ['an access token', { token: tokens.sign({ sub: 'user-1', token_use: 'access', client_id: testEnv.USER_POOL_CLIENT_ID }) }],
    ['an expired token', { token: tokens.sign({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) - 60 }) }],
    ['a forged signature', { token: `${tokens.sign({ sub: 'user-1' }).slice(0, -4)}AAAA` }],
  ])('refuses %s with 401 and records nothing', async (_name, options) => {
    account({ uid: 'user-1' });
    expect(await connect(connectEvent(options))).toEqual({ statusCode: 401 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a disabled account (403), a deleted one and a token issued before its sessions ended (401)', async () => {
    const token = tokens.sign({ sub: 'user-1' });
    account({ uid: 'user-1', disabled: true });
    expect(await connect(connectEvent({ token }))).toEqual({ statusCode: 403 });
    dynamo.reset();
    account(undefined);
    expect(await connect(connectEvent({ token }))).toEqual({ statusCode: 401 });
    dynamo.reset();
    account({ uid: 'user-1', tokensValidAfter: Date.now() + 1000 });
    expect(await connect(connectEvent({ token }))).toEqual({ statusCode: 401 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
