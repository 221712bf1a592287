import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { LIVE_PROTOCOL } from '../../shared/live';
import { testEnv, useTestEnv } from '../testing/events';
import { idTokenIssuer } from '../testing/id-tokens';
import type { LiveSocketEvent } from './socket-event';

useTestEnv();
const issuer = `https://cognito-idp.us-east-1.amazonaws.com/${testEnv.USER_POOL_ID}`;
const tokens = idTokenIssuer(issuer, testEnv.USER_POOL_CLIENT_ID);
const dynamo = mockClient(DynamoDBDocumentClient);
const scheduler = mockClient(SchedulerClient);
const closing = {
  LIVE_CLOSE_SCHEDULE_GROUP: 'test-live-sockets',
  LIVE_CLOSE_TARGET_ARN: 'arn:aws:lambda:us-east-1:123456789012:function:test-live-close-expired',
  LIVE_CLOSE_ROLE_ARN: 'arn:aws:iam::123456789012:role/test-live-close',
};
Object.assign(process.env, closing);

const connectEvent = (options: { protocol?: string; token?: string }): LiveSocketEvent => ({
  requestContext: { connectionId: 'conn-1', routeKey: '$connect', eventType: 'CONNECT' },
  headers: options.protocol ? { 'Sec-WebSocket-Protocol': options.protocol } : {},
  queryStringParameters: options.token ? { token: options.token } : null,
});

const connect = async (event: LiveSocketEvent) => (await import('./connect')).handler(event);
const account = (item: Record<string, unknown> | undefined) =>
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves(item ? { Item: item } : {});

beforeAll(() => tokens.serveJwks());
beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  scheduler.reset();
  scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:us-east-1:123456789012:schedule/test-live-sockets/x' });
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

  it('refuses a token sent as ?token= (a query string reaches access logs): 401, nothing recorded', async () => {
    account({ uid: 'user-1' });
    expect(await connect(connectEvent({ token: tokens.sign({ sub: 'user-1' }) }))).toEqual({ statusCode: 401 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('remembers the connection only until its token expires, for the job that closes it then', async () => {
    account({ uid: 'user-1' });
    const exp = Math.floor(Date.now() / 1000) + 600;
    await connect(connectEvent({ protocol: `${LIVE_PROTOCOL}, ${tokens.sign({ sub: 'user-1', exp })}` }));
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ uid: 'user-1', expiresAt: exp });
  });

  it("schedules the socket's closing once, in UTC, at the first whole minute from its token's expiry, in the live sockets' group, deleted after it runs", async () => {
    account({ uid: 'user-1' });
    // A token expiring at hh:37:05 of the next hour: Scheduler's precision is the minute, so the closing runs at hh:38:00, never before the expiry.
    const exp = Math.floor(Date.now() / 1000 / 3600) * 3600 + 3600 + 37 * 60 + 5;
    await connect(connectEvent({ protocol: `${LIVE_PROTOCOL}, ${tokens.sign({ sub: 'user-1', exp })}` }));
    const calls = scheduler.commandCalls(CreateScheduleCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    const closingAt = new Date((exp + 55) * 1000).toISOString().slice(0, 19);
    expect(closingAt.endsWith(':38:00')).toBe(true);
    expect(input).toEqual({
      Name: expect.stringMatching(/^[0-9a-zA-Z-_.]{1,64}$/) as unknown,
      GroupName: closing.LIVE_CLOSE_SCHEDULE_GROUP,
      ScheduleExpression: `at(${closingAt})`,
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: expect.objectContaining({ Arn: closing.LIVE_CLOSE_TARGET_ARN, RoleArn: closing.LIVE_CLOSE_ROLE_ARN }) as unknown,
    });
    expect(JSON.parse(input?.Target?.Input ?? '')).toEqual({ uid: 'user-1', connectionId: 'conn-1' });
    // The record and the schedule end together.
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ expiresAt: exp });
  });

  it('closes at API Gateway\'s two hours when the token outlives them, and names the schedule after the connection alone (ids end in "=")', async () => {
    account({ uid: 'user-1' });
    const now = Math.floor(Date.now() / 1000);
    const event = { ...connectEvent({ protocol: `${LIVE_PROTOCOL}, ${tokens.sign({ sub: 'user-1', exp: now + 5 * 3600 })}` }) };
    event.requestContext = { ...event.requestContext, connectionId: 'L0SM9cOFvHcCIhw=' };
    await connect(event);
    const input = scheduler.commandCalls(CreateScheduleCommand)[0]?.args[0].input;
    const at = Date.parse(`${/^at\((.+)\)$/.exec(input?.ScheduleExpression ?? '')?.[1] ?? ''}Z`) / 1000;
    expect(at - now).toBeGreaterThanOrEqual(2 * 3600);
    expect(at - now).toBeLessThan(2 * 3600 + 61);
    expect(input?.Name).toMatch(/^[0-9a-zA-Z-_.]{1,64}$/);
  });

  it('refuses the socket (500, nothing recorded) when its closing cannot be scheduled', async () => {
    account({ uid: 'user-1' });
    scheduler.on(CreateScheduleCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    await expect(connect(connectEvent({ protocol: `${LIVE_PROTOCOL}, ${tokens.sign({ sub: 'user-1' })}` }))).rejects.toThrow('Rate exceeded');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['no token', {}],
    ['a token of another client', { token: tokens.sign({ sub: 'user-1', aud: 'other-client' }) }],
    ['an access token', { token: tokens.sign({ sub: 'user-1', token_use: 'access', client_id: testEnv.USER_POOL_CLIENT_ID }) }],
    ['an expired token', { token: tokens.sign({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) - 60 }) }],
    ['a forged signature', { token: `${tokens.sign({ sub: 'user-1' }).slice(0, -4)}AAAA` }],
  ])('refuses %s with 401 and records nothing', async (_name, options: { token?: string }) => {
    account({ uid: 'user-1' });
    expect(await connect(connectEvent(options.token ? { protocol: `${LIVE_PROTOCOL}, ${options.token}` } : {}))).toEqual({ statusCode: 401 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(0);
  });

  it('refuses a disabled account (403), a deleted one and a token issued before its sessions ended (401)', async () => {
    const token = `${LIVE_PROTOCOL}, ${tokens.sign({ sub: 'user-1' })}`;
    account({ uid: 'user-1', disabled: true });
    expect(await connect(connectEvent({ protocol: token }))).toEqual({ statusCode: 403 });
    dynamo.reset();
    account(undefined);
    expect(await connect(connectEvent({ protocol: token }))).toEqual({ statusCode: 401 });
    dynamo.reset();
    account({ uid: 'user-1', tokensValidAfter: Date.now() + 1000 });
    expect(await connect(connectEvent({ protocol: token }))).toEqual({ statusCode: 401 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
