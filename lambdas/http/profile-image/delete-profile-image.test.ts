import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';
import { testImageKey, testUser, useTestCredentials } from '../../testing/users';

useTestEnv();
useTestCredentials();
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const route = { method: 'DELETE', path: '/api/me/profile-image' } as const;
const key = testImageKey();

const remove = async (sub = 'user-1') => {
  const { handler } = await import('./delete-profile-image');
  const result = await handler(httpEvent(route, { caller: { sub } }), context);
  return { status: result.statusCode, body: parse(result) as Record<string, unknown> };
};

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser({ profileImage: key }) });
  dynamo.on(UpdateCommand).resolves({ Attributes: testUser() });
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: key }] });
  s3.on(DeleteObjectCommand).resolves({});
});

describe('DELETE /api/me/profile-image', () => {
  it('removes the field, if it is still that image, then the object, and answers the document without it', async () => {
    const result = await remove();
    expect(result.status).toBe(200);
    expect(result.body).toEqual(testUser());
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { uid: 'user-1' },
      UpdateExpression: 'REMOVE profileImage',
      ConditionExpression: 'profileImage = :key',
      ExpressionAttributeValues: { ':key': key },
    });
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input.Prefix).toBe('profile-images/user-1/');
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([{ Bucket: testEnv.BUCKET_UPLOADS, Key: key }]);
  });

  it('is idempotent: without an image it answers the document and writes nothing', async () => {
    dynamo.on(GetCommand).resolves({ Item: testUser() });
    s3.on(ListObjectsV2Command).resolves({});
    expect((await remove()).status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('keeps a newer image chosen meanwhile by another request', async () => {
    const newer = testImageKey('user-1', '11111111-2222-4333-8444-555555555555');
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'changed', $metadata: {} }));
    dynamo.on(GetCommand).resolvesOnce({ Item: testUser({ profileImage: key }) }).resolves({ Item: testUser({ profileImage: newer }) });
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: key }, { Key: newer }] });
    const result = await remove();
    expect(result.body.profileImage).toBe(newer);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([key]);
  });

  it('answers 401 to a Google caller without a document (only the registration routes serve one)', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await remove('google_ghost')).status).toBe(401);
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 401 without verified claims', async () => {
    const { handler } = await import('./delete-profile-image');
    expect((await handler(httpEvent(route), context)).statusCode).toBe(401);
    expect(s3.calls()).toHaveLength(0);
  });
});
