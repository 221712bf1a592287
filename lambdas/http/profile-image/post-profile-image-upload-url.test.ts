import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser, useTestCredentials } from '../../testing/users';
import { writesOf } from '../../testing/bad-bodies';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const route = { method: 'POST', path: '/api/me/profile-image/upload-url' } as const;

const ask = async (body: unknown, sub = 'user-1') => {
  const { handler } = await import('./post-profile-image-upload-url');
  const result = await handler(httpEvent(route, { caller: { sub }, body: JSON.stringify(body) }), context);
  return { status: result.statusCode, body: parse(result) as { url: string; fields: Record<string, string>; key: string; error?: { code: string; message: string; fields?: Record<string, string> } } };
};

const policyOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
});

describe('POST /api/me/profile-image/upload-url', () => {
  it("answers a presigned POST under the caller's own prefix, for that exact type, 1 byte to 2 MB, for 5 minutes", async () => {
    const before = Date.now();
    const result = await ask({ contentType: 'image/webp', size: 50_000 });
    expect(result.status).toBe(200);
    const { url, fields, key } = result.body;
    expect(key).toMatch(/^profile-images\/user-1\/[0-9a-f-]{36}$/);
    expect(url).toContain(testEnv.BUCKET_UPLOADS);
    expect(fields).toMatchObject({ key, 'Content-Type': 'image/webp', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const policy = policyOf(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 2 * 1024 * 1024], ['eq', '$Content-Type', 'image/webp'], { key }, { bucket: testEnv.BUCKET_UPLOADS }]),
    );
    const lifetime = Date.parse(policy.expiration) - before;
    expect(lifetime).toBeGreaterThan(4 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    expect(s3.calls()).toHaveLength(0);
  });

  it('gives a new key each time', async () => {
    expect((await ask({ contentType: 'image/png', size: 10 })).body.key).not.toBe((await ask({ contentType: 'image/png', size: 10 })).body.key);
  });

  it.each([
    ['a GIF', { contentType: 'image/gif', size: 10 }, 'contentType', 'La imagen debe ser JPEG, PNG o WebP.'],
    ['an SVG', { contentType: 'image/svg+xml', size: 10 }, 'contentType', 'La imagen debe ser JPEG, PNG o WebP.'],
    ['more than 2 MB', { contentType: 'image/jpeg', size: 2 * 1024 * 1024 + 1 }, 'size', 'La imagen no puede pesar más de 2 MB.'],
    ['an empty file', { contentType: 'image/jpeg', size: 0 }, 'size', 'La imagen no puede pesar más de 2 MB.'],
  ])('refuses %s with its Spanish message and signs nothing', async (_case, body, field, message) => {
    const result = await ask(body);
    expect(result.status).toBe(400);
    expect(result.body.error?.fields?.[field]).toBe(message);
    expect(writesOf(dynamo)).toEqual([]);
  });

  it('answers 429 past 20 links an hour', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 21 } });
    const result = await ask({ contentType: 'image/png', size: 10 });
    expect(result.status).toBe(429);
    expect(result.body.error?.code).toBe('too-many-requests');
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual({ pk: 'RATE#user-1', sk: expect.stringMatching(/^profile-image-upload#\d+$/) as unknown });
  });

  it('answers 401 to a Google caller without a document (only the registration routes serve one)', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await ask({ contentType: 'image/png', size: 10 }, 'google_ghost')).status).toBe(401);
  });

  it('answers 401 without verified claims', async () => {
    const { handler } = await import('./post-profile-image-upload-url');
    expect((await handler(httpEvent(route, { body: JSON.stringify({ contentType: 'image/png', size: 10 }) }), context)).statusCode).toBe(401);
    expect(writesOf(dynamo)).toEqual([]);
  });
});
