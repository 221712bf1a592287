import { DeleteObjectsCommand, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testImageKey } from '../testing/users';

useTestEnv();
const s3 = mockClient(S3Client);

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('./profile-image-eraser');
  await handler(busEvent(type, detail, 'evt-1'));
};

beforeEach(() => {
  s3.reset();
});

describe('the profile image eraser, on the versioned uploads bucket', () => {
  it('removes every version and delete marker under the erased user’s prefix, page by page: nothing is left to restore', async () => {
    const key = testImageKey('user-1', '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d');
    const other = testImageKey('user-1', '1c8f3a5d-2e3b-4f6c-8d4e-8a9b0c1d2e3f');
    s3.on(ListObjectVersionsCommand, { KeyMarker: undefined }).resolves({
      Versions: [{ Key: key, VersionId: 'v2', IsLatest: true }, { Key: key, VersionId: 'v1', IsLatest: false }],
      DeleteMarkers: [{ Key: other, VersionId: 'm1', IsLatest: true }],
      IsTruncated: true,
      NextKeyMarker: other,
      NextVersionIdMarker: 'm1',
    });
    s3.on(ListObjectVersionsCommand, { KeyMarker: other }).resolves({ Versions: [{ Key: other, VersionId: 'v0', IsLatest: false }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({ Deleted: [] });

    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });

    expect(s3.commandCalls(ListObjectVersionsCommand).map((call) => [call.args[0].input.Prefix, call.args[0].input.KeyMarker, call.args[0].input.VersionIdMarker])).toEqual([
      ['profile-images/user-1/', undefined, undefined],
      ['profile-images/user-1/', other, 'm1'],
    ]);
    const removed = s3.commandCalls(DeleteObjectsCommand).flatMap((call) => call.args[0].input.Delete?.Objects ?? []);
    expect(removed).toEqual([
      { Key: key, VersionId: 'v2' },
      { Key: key, VersionId: 'v1' },
      { Key: other, VersionId: 'm1' },
      { Key: other, VersionId: 'v0' },
    ]);
  });
});

describe('the profile image eraser', () => {
  it('does nothing for a user without images, so a redelivered event is harmless', async () => {
    s3.on(ListObjectVersionsCommand).resolves({ IsTruncated: false });
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });
    expect(s3.commandCalls(DeleteObjectsCommand)).toEqual([]);
  });

  it('fails when S3 fails, so that the bus retries and the dead-letter queue keeps the event', async () => {
    s3.on(ListObjectVersionsCommand).rejects(new Error('ServiceUnavailable'));
    await expect(deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' })).rejects.toThrow('ServiceUnavailable');
  });

  it('fails when S3 keeps a version, so that the bus retries', async () => {
    s3.on(ListObjectVersionsCommand).resolves({ Versions: [{ Key: testImageKey('user-1', '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d'), VersionId: 'v1' }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Code: 'AccessDenied' }] });
    await expect(deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' })).rejects.toThrow('AccessDenied');
  });
});

describe('the profile image eraser, for accounts that go without an admin', () => {
  it.each([
    ['RegistrationExpired', { uid: 'user-1', at: '2026-11-21T12:00:00.000Z' }],
    ['RegistrationTakenOver', { uid: 'user-1', at: '2026-11-21T12:00:00.000Z' }],
  ])('erases the images of a %s account', async (type, detail) => {
    const image = testImageKey('user-1', '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d');
    s3.on(ListObjectVersionsCommand).resolves({ Versions: [{ Key: image, VersionId: 'null' }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});
    await deliver(type, detail);
    expect(s3.commandCalls(DeleteObjectsCommand)[0]?.args[0].input).toEqual({ Bucket: testEnv.BUCKET_UPLOADS, Delete: { Objects: [{ Key: image, VersionId: 'null' }], Quiet: true } });
  });
});
