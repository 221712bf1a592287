import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testImageKey } from '../testing/users';

useTestEnv();
const s3 = mockClient(S3Client);

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('./profile-image-eraser');
  await handler(busEvent(type, detail, 'evt-1'));
};
const deleted = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input);

beforeEach(() => {
  s3.reset();
  s3.on(DeleteObjectCommand).resolves({});
});

describe('the profile image eraser', () => {
  it("deletes every image under a deleted user's prefix, page by page, its logos if a company's, and nothing of anyone else", async () => {
    const first = testImageKey('user-1', '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d');
    const second = testImageKey('user-1', '1c8f3a5d-2e3b-4f6c-8d4e-8a9b0c1d2e3f');
    const logo = 'profile-images/logos/user-1/2d9a4b6e-3f4c-4a7d-9e5f-9b0c1d2e3f4a';
    s3.on(ListObjectsV2Command).resolves({ KeyCount: 0 });
    s3.on(ListObjectsV2Command, { Prefix: 'profile-images/user-1/', ContinuationToken: undefined }).resolves({ Contents: [{ Key: first }], IsTruncated: true, NextContinuationToken: 'page-2' });
    s3.on(ListObjectsV2Command, { Prefix: 'profile-images/user-1/', ContinuationToken: 'page-2' }).resolves({ Contents: [{ Key: second }], IsTruncated: false });
    s3.on(ListObjectsV2Command, { Prefix: 'profile-images/logos/user-1/' }).resolves({ Contents: [{ Key: logo }], IsTruncated: false });

    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });

    expect(s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input.Prefix)).toEqual(['profile-images/user-1/', 'profile-images/user-1/', 'profile-images/logos/user-1/']);
    expect(deleted()).toEqual([
      { Bucket: testEnv.BUCKET_UPLOADS, Key: first },
      { Bucket: testEnv.BUCKET_UPLOADS, Key: second },
      { Bucket: testEnv.BUCKET_UPLOADS, Key: logo },
    ]);
  });

  it('does nothing for a user without images, so a redelivered event is harmless', async () => {
    s3.on(ListObjectsV2Command).resolves({ KeyCount: 0 });
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });
    expect(deleted()).toEqual([]);
  });

  it('fails when S3 fails, so that the bus retries and the dead-letter queue keeps the event', async () => {
    s3.on(ListObjectsV2Command).rejects(new Error('ServiceUnavailable'));
    await expect(deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' })).rejects.toThrow('ServiceUnavailable');
  });
});

describe('the profile image eraser, for accounts that go without an admin', () => {
  it.each([
    ['RegistrationExpired', { uid: 'user-1', at: '2026-11-21T12:00:00.000Z' }],
    ['RegistrationTakenOver', { uid: 'user-1', at: '2026-11-21T12:00:00.000Z' }],
  ])('erases the images of a %s account', async (type, detail) => {
    const image = testImageKey('user-1', '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d');
    const logo = 'profile-images/logos/user-1/2d9a4b6e-3f4c-4a7d-9e5f-9b0c1d2e3f4a';
    s3.on(ListObjectsV2Command, { Prefix: 'profile-images/user-1/' }).resolves({ Contents: [{ Key: image }], IsTruncated: false });
    s3.on(ListObjectsV2Command, { Prefix: 'profile-images/logos/user-1/' }).resolves({ Contents: [{ Key: logo }], IsTruncated: false });
    await deliver(type, type === 'RegistrationExpired' ? { ...detail, email: 'x@example.cl', firstName: 'X' } : detail);
    expect(deleted()).toEqual([
      { Bucket: testEnv.BUCKET_UPLOADS, Key: image },
      { Bucket: testEnv.BUCKET_UPLOADS, Key: logo },
    ]);
  });
});
