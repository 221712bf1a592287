import { testEnv, useTestEnv } from '../testing/events';

/**
 * A CV's read link, signed without the S3 client, is the very link the S3 client's presigner gives
 * (`getSignedUrl(s3, new GetObjectCommand(...))` with the response's type and disposition) for the same
 * object, file name, credentials and time, on AWS and against an emulator.
 */
const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
  jest.useRealTimers();
});

const key = 'cvs/student-1/0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d';

const bothLinks = async (fileName: string, variables: Record<string, string>): Promise<{ ours: string; sdks: string }> => {
  useTestEnv();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIATESTTESTTESTTEST', AWS_SECRET_ACCESS_KEY: 'test-secret', AWS_SESSION_TOKEN: 'session/token+a=' }, variables);
  // Both sign "now": the same instant for both.
  jest.useFakeTimers({ now: Date.parse('2026-03-10T10:05:00Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'setInterval'] });
  let links = { ours: '', sdks: '' };
  await jest.isolateModulesAsync(async () => {
    const { cvReadUrl, CV_LINK_EXPIRES_SECONDS } = await import('./cv-link');
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    const { s3 } = await import('../lib/clients/s3');
    const sdks = await getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: process.env.BUCKET_UPLOADS,
        Key: key,
        ResponseContentType: 'application/pdf',
        ResponseContentDisposition: `inline; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"`,
      }),
      { expiresIn: CV_LINK_EXPIRES_SECONDS },
    );
    links = { ours: await cvReadUrl(key, fileName), sdks };
  });
  return links;
};

describe('cvReadUrl, the CV link without the S3 client', () => {
  it.each(['CV Ana Pérez 2026.pdf', 'cv"; filename*=evil.pdf'])('on AWS: the same link as the S3 client gives, opened as the file (%s)', async (fileName) => {
    const { ours, sdks } = await bothLinks(fileName, { AWS_REGION: 'sa-east-1' });
    expect(ours).toBe(sdks);
    const url = new URL(ours);
    expect(url.host).toBe(`${testEnv.BUCKET_UPLOADS}.s3.sa-east-1.amazonaws.com`);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toMatch(/^inline; filename="[\w.\- ]+"$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260310T100500Z');
  });

  it('against an emulator (AWS_ENDPOINT_URL_S3), path-style: the same link as the S3 client gives', async () => {
    const { ours, sdks } = await bothLinks('cv.pdf', { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569' });
    expect(ours).toBe(sdks);
    expect(ours.startsWith(`http://127.0.0.1:4569/${testEnv.BUCKET_UPLOADS}/cvs/student-1/`)).toBe(true);
  });
});
