import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, handlerCalls, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testImageKey, testUser, useTestCredentials } from '../../testing/users';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const route = { method: 'PUT', path: '/api/me/profile-image' } as const;

const newKey = testImageKey('user-1', '11111111-2222-4333-8444-555555555555');
const oldKey = testImageKey('user-1', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
const orphanKey = testImageKey('user-1', '99999999-8888-4777-8666-555555555555');

const magic = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  webp: [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  text: [...Buffer.from('hola, soy texto')],
  gif: [...Buffer.from('GIF89a')],
  riffWave: [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45],
};

const stored = (bytes: number[], contentType: string, size = 40_000) => {
  s3.on(HeadObjectCommand, { Key: newKey }).resolves({ ContentLength: size, ContentType: contentType });
  s3.on(GetObjectCommand, { Key: newKey }).resolves({ Body: { transformToByteArray: () => Promise.resolve(Uint8Array.from(bytes)) } as unknown as GetObjectCommandOutput['Body'] });
};

const confirm = async (key: string, sub = 'user-1') => {
  const { handler } = await import('./put-profile-image');
  const result = await handler(httpEvent(route, { caller: { sub }, body: JSON.stringify({ key }) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string } } };
};

const deletedKeys = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser({ profileImage: oldKey }) });
  dynamo.on(UpdateCommand).resolves({ Attributes: testUser({ profileImage: newKey }) });
  s3.on(DeleteObjectCommand).resolves({});
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: oldKey }, { Key: newKey }, { Key: orphanKey }] });
  stored(magic.png, 'image/png');
});

describe('PUT /api/me/profile-image', () => {
  it.each([
    ['JPEG', magic.jpeg, 'image/jpeg'],
    ['PNG', magic.png, 'image/png'],
    ['WebP', magic.webp, 'image/webp'],
  ])('keeps a real %s: stores the key, deletes the previous image and unconfirmed uploads, answers the document', async (_type, bytes, contentType) => {
    stored(bytes, contentType);
    const result = await confirm(newKey);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ uid: 'user-1', profileImage: newKey, profileImageUrl: expect.stringContaining(newKey) as unknown });
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update).toMatchObject({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' }, ExpressionAttributeValues: { ':v0': newKey } });
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({ Bucket: testEnv.BUCKET_UPLOADS, Key: newKey });
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input).toMatchObject({ Key: newKey, Range: 'bytes=0-15' });
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toMatchObject({ Bucket: testEnv.BUCKET_UPLOADS, Prefix: 'profile-images/user-1/' });
    expect(deletedKeys().sort()).toEqual([oldKey, orphanKey].sort());
  });

  it.each([
    ['a text file declared image/png', magic.text, 'image/png'],
    ['a GIF declared image/png', magic.gif, 'image/png'],
    ['a RIFF file that is not WebP', magic.riffWave, 'image/webp'],
    ['a PNG stored as text/html', magic.png, 'text/html'],
  ])('refuses %s with the type message, deletes it, and keeps the current image', async (_case, bytes, contentType) => {
    stored(bytes, contentType);
    const result = await confirm(newKey);
    expect(result).toEqual({ status: 400, body: { error: { code: 'bad-request', message: 'La imagen debe ser JPEG, PNG o WebP.' } } });
    expect(deletedKeys()).toEqual([newKey]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([
    ['over 2 MB', 2 * 1024 * 1024 + 1],
    ['empty', 0],
  ])('refuses a file %s with the size message and deletes it', async (_case, size) => {
    stored(magic.jpeg, 'image/jpeg', size);
    expect(await confirm(newKey)).toEqual({ status: 400, body: { error: { code: 'bad-request', message: 'La imagen no puede pesar más de 2 MB.' } } });
    expect(deletedKeys()).toEqual([newKey]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('accepts exactly 2 MB', async () => {
    stored(magic.jpeg, 'image/jpeg', 2 * 1024 * 1024);
    expect((await confirm(newKey)).status).toBe(200);
  });

  it('answers 404 with a Spanish message when nothing was uploaded under the key', async () => {
    s3.on(HeadObjectCommand, { Key: newKey }).rejects(new NotFound({ message: 'NotFound', $metadata: { httpStatusCode: 404 } }));
    expect(await confirm(newKey)).toEqual({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos la imagen que subiste. Intenta subirla nuevamente.' } } });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([
    ["another user's key", testImageKey('user-2')],
    ['a key outside the profile images', 'site/index.html'],
    ['a path that climbs out of the prefix', 'profile-images/user-1/../user-2/0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d'],
    ['a key that only starts like the prefix', 'profile-images/user-10/0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d'],
    ['the bare prefix', 'profile-images/user-1/'],
  ])('answers 403 to %s and touches nothing', async (_case, key) => {
    const result = await confirm(key);
    expect(result).toEqual({ status: 403, body: { error: { code: 'forbidden', message: 'No tienes permiso para realizar esta acción.' } } });
    expect(s3.calls()).toHaveLength(0);
    expect(handlerCalls(dynamo.calls(), 'user-1')).toHaveLength(0);
  });

  it('answers the document as it is when the key is already the picture', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser({ profileImage: newKey }) });
    expect((await confirm(newKey)).body.profileImage).toBe(newKey);
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 401 session-ended to a Google caller without a document', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await confirm(testImageKey('google_ghost'), 'google_ghost')).body.error?.code).toBe('session-ended');
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    const { handler } = await import('./put-profile-image');
    expect((await handler(httpEvent(route, { body: JSON.stringify({ key: newKey }) }), context)).statusCode).toBe(401);
    expect(s3.calls()).toHaveLength(0);
  });
});
