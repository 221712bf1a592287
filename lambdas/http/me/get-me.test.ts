import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testImageKey, testUser, useTestCredentials } from '../../testing/users';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/me' } as const;

const user = testUser();

const getMe = async (sub = 'user-1') => {
  const { handler } = await import('./get-me');
  return handler(httpEvent(route, { caller: { sub } }), context);
};

describe('GET /api/me', () => {
  beforeEach(() => {
    dynamo.reset();
    jest.restoreAllMocks();
  });

  it("answers the caller's own document, read by the caller's uid", async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' } }).resolves({ Item: user });
    const result = await getMe();
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toEqual(user);
  });

  it('adds a read link to the profile image that stays the same within the hour', async () => {
    const key = testImageKey();
    dynamo.on(GetCommand).resolves({ Item: { ...user, profileImage: key } });
    const at = (time: string) => jest.spyOn(Date, 'now').mockReturnValue(Date.parse(time));
    at('2026-03-10T10:05:00Z');
    const first = parse(await getMe()) as { profileImage: string; profileImageUrl: string };
    at('2026-03-10T10:59:59Z');
    const later = parse(await getMe()) as { profileImageUrl: string };
    at('2026-03-10T11:00:01Z');
    const nextHour = parse(await getMe()) as { profileImageUrl: string };

    expect(first.profileImage).toBe(key);
    const url = new URL(first.profileImageUrl);
    expect(url.pathname).toContain(`/${key}`);
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260310T100000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('7200');
    expect(later.profileImageUrl).toBe(first.profileImageUrl);
    expect(nextHour.profileImageUrl).not.toBe(first.profileImageUrl);
    // Signed here, with the function's own credentials: no call to S3.
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIATESTTESTTESTTEST/20260310/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 session-ended to a Google caller without a document (the web app then offers the registration)', async () => {
    dynamo.on(GetCommand).resolves({});
    const result = await getMe('google_ghost');
    expect(result.statusCode).toBe(401);
    expect(parse(result)).toEqual({ error: { code: 'session-ended', message: 'Tu sesión terminó. Inicia sesión nuevamente.' } });
  });

  it('answers 401 without verified claims and reads nothing', async () => {
    const { handler } = await import('./get-me');
    const result = await handler(httpEvent(route), context);
    expect(result.statusCode).toBe(401);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('hides an unexpected failure behind a generic 500', async () => {
    dynamo.on(GetCommand).rejects(new Error('connection reset by peer at 10.0.0.1'));
    const result = await getMe();
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('10.0.0.1');
    expect(parse(result)).toEqual({ error: { code: 'internal', message: 'Ocurrió un error inesperado. Intenta nuevamente.' } });
  });
});
