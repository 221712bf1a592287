import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testUser, useTestCredentials } from '../../testing/users';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const route = { method: 'PUT', path: '/api/intern/profile/cv' } as const;

const cvKey = (uid = 'user-1', id = '11111111-2222-4333-8444-555555555555') => `cvs/${uid}/${id}`;
const newKey = cvKey();
const oldKey = cvKey('user-1', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
const pdf = [...Buffer.from('%PDF-1.7\n%\xe2\xe3')];

const stored = (bytes: number[], contentType: string, size = 120_000) => {
  s3.on(HeadObjectCommand, { Key: newKey }).resolves({ ContentLength: size, ContentType: contentType });
  s3.on(GetObjectCommand, { Key: newKey }).resolves({ Body: { transformToByteArray: () => Promise.resolve(Uint8Array.from(bytes)) } as unknown as GetObjectCommandOutput['Body'] });
};

const confirm = async (key: string, fileName = 'C:\\Users\\ana\\CV Ana Pérez.pdf', sub = 'user-1') => {
  const { handler } = await import('./put-cv');
  const result = await handler(httpEvent(route, { caller: { sub }, body: JSON.stringify({ key, fileName }) }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> & { error?: { code: string; message: string } } };
};

const deletedKeys = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
    Attributes: { pk: 'STUDENT#user-1', sk: 'PROFILE', uid: 'user-1', visibleToCompanies: false, cvKey: newKey, cv: input.ExpressionAttributeValues[':cv'] },
  }));
  s3.on(DeleteObjectCommand).resolves({});
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: oldKey }, { Key: newKey }] });
  stored(pdf, 'application/pdf');
});

describe('PUT /api/intern/profile/cv', () => {
  it('keeps a real PDF: stores its key and name on the profile, deletes the CV it replaces, answers the profile without the key', async () => {
    const result = await confirm(newKey);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ visibleToCompanies: false, cv: { fileName: 'CV Ana Pérez.pdf', size: 120_000, uploadedAt: expect.any(String) as unknown } });
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update).toMatchObject({ TableName: testEnv.TABLE_INTERNSHIPS, Key: { pk: 'STUDENT#user-1', sk: 'PROFILE' }, ExpressionAttributeValues: { ':key': newKey } });
    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input).toMatchObject({ Key: newKey, Range: 'bytes=0-15' });
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toMatchObject({ Prefix: 'cvs/user-1/' });
    expect(deletedKeys()).toEqual([oldKey]);
  });

  it.each([
    ['an image declared as a PDF', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'application/pdf'],
    ['a text file declared as a PDF', [...Buffer.from('hola, soy un CV')], 'application/pdf'],
    ['a PDF stored as text/html', pdf, 'text/html'],
  ])('refuses %s with the Spanish type message, deletes it and keeps the profile', async (_case, bytes, contentType) => {
    stored(bytes, contentType);
    expect(await confirm(newKey)).toEqual({ status: 400, body: { error: { code: 'bad-request', message: 'Tu CV debe ser un archivo PDF.' } } });
    expect(deletedKeys()).toEqual([newKey]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([
    ['over 5 MB', 5 * 1024 * 1024 + 1],
    ['empty', 0],
  ])('refuses a file %s with the size message and deletes it', async (_case, size) => {
    stored(pdf, 'application/pdf', size);
    expect(await confirm(newKey)).toEqual({ status: 400, body: { error: { code: 'bad-request', message: 'Tu CV no puede pesar más de 5 MB.' } } });
    expect(deletedKeys()).toEqual([newKey]);
  });

  it('accepts exactly 5 MB', async () => {
    stored(pdf, 'application/pdf', 5 * 1024 * 1024);
    expect((await confirm(newKey)).status).toBe(200);
  });

  it('answers 404 with a Spanish message when nothing was uploaded under the key', async () => {
    s3.on(HeadObjectCommand, { Key: newKey }).rejects(new NotFound({ message: 'NotFound', $metadata: { httpStatusCode: 404 } }));
    expect(await confirm(newKey)).toEqual({ status: 404, body: { error: { code: 'not-found', message: 'No encontramos el CV que subiste. Intenta subirlo nuevamente.' } } });
  });

  it.each([
    ["another student's key", cvKey('user-2')],
    ['a profile image', 'profile-images/user-1/11111111-2222-4333-8444-555555555555'],
    ['a path that climbs out of the prefix', 'cvs/user-1/../user-2/11111111-2222-4333-8444-555555555555'],
    ['a key that only starts like the prefix', 'cvs/user-10/11111111-2222-4333-8444-555555555555'],
  ])('answers 403 to %s and touches no file', async (_case, key) => {
    expect((await confirm(key)).status).toBe(403);
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 403 to a company account: the student routes are for people', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser({ userType: 'enterprise' }) });
    expect((await confirm(newKey)).status).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });
});
