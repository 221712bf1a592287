import { testEnv, useTestEnv } from '../testing/events';

/**
 * The read link signed without the S3 client is the very link the S3 client's presigner gives
 * (`getSignedUrl(s3, new GetObjectCommand(...))`, with the client of lambdas/lib/clients/s3.ts)
 * for the same bucket, key, credentials and time, on AWS and against an emulator.
 */
const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

const at = Date.parse('2026-03-10T10:05:00Z');
const keys = ['profile-images/user-1/0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d', "profile-images/google_1!'()*:/a b+ñ"];

/** Both links, each from freshly imported modules, so that every client and cache reads this environment. */
const bothLinks = async (key: string, variables: Record<string, string>): Promise<{ ours: string; sdks: string }> => {
  useTestEnv();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIATESTTESTTESTTEST', AWS_SECRET_ACCESS_KEY: 'test-secret', AWS_SESSION_TOKEN: 'session/token+a=' }, variables);
  let links = { ours: '', sdks: '' };
  await jest.isolateModulesAsync(async () => {
    const { profileImageReadUrl } = await import('./profile-image-link');
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    const { s3 } = await import('../lib/clients/s3');
    const sdks = await getSignedUrl(s3, new GetObjectCommand({ Bucket: process.env.BUCKET_UPLOADS, Key: key }), {
      signingDate: new Date('2026-03-10T10:00:00Z'),
      expiresIn: 2 * 60 * 60,
    });
    links = { ours: await profileImageReadUrl(key, at), sdks };
  });
  return links;
};

describe('profileImageReadUrl, the read link without the S3 client', () => {
  it.each(keys)('on AWS, virtual-hosted: the same link as the S3 client gives (%s)', async (key) => {
    const { ours, sdks } = await bothLinks(key, { AWS_REGION: 'sa-east-1' });
    expect(ours).toBe(sdks);
    expect(new URL(ours).host).toBe(`${testEnv.BUCKET_UPLOADS}.s3.sa-east-1.amazonaws.com`);
    expect(new URL(ours).searchParams.get('X-Amz-Security-Token')).toBe('session/token+a=');
  });

  it.each(keys)('against an emulator (AWS_ENDPOINT_URL_S3), path-style: the same link as the S3 client gives (%s)', async (key) => {
    const { ours, sdks } = await bothLinks(key, { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569' });
    expect(ours).toBe(sdks);
    expect(ours.startsWith(`http://127.0.0.1:4569/${testEnv.BUCKET_UPLOADS}/profile-images/`)).toBe(true);
  });

  it('for a bucket name that cannot be a host name, path-style on AWS, as the S3 client does', async () => {
    const { ours, sdks } = await bothLinks(keys[0] ?? '', { BUCKET_UPLOADS: 'uploads.beneficios.cl' });
    expect(ours).toBe(sdks);
    expect(ours.startsWith('https://s3.us-east-1.amazonaws.com/uploads.beneficios.cl/')).toBe(true);
  });

  it('is signed at the start of the hour for two hours, and changes with the credentials', async () => {
    const { ours } = await bothLinks(keys[0] ?? '', {});
    const query = new URL(ours).searchParams;
    expect(query.get('X-Amz-Date')).toBe('20260310T100000Z');
    expect(query.get('X-Amz-Expires')).toBe('7200');
    expect(query.get('X-Amz-Credential')).toBe('AKIATESTTESTTESTTEST/20260310/us-east-1/s3/aws4_request');
    const other = await bothLinks(keys[0] ?? '', { AWS_SECRET_ACCESS_KEY: 'another-secret' });
    expect(new URL(other.ours).searchParams.get('X-Amz-Signature')).not.toBe(query.get('X-Amz-Signature'));
  });
});
