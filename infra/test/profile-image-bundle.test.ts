import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../lib/constructs/bundling';
import { packageOfInput } from '../lib/constructs/sdk-clients';
import { httpFunctions } from '../lib/http-functions';
import { repoRoot } from '../lib/constructs/app-function';

/**
 * The S3 client (with its checksums, S3 middleware and XML, the heaviest import a function can carry)
 * is bundled only where an uploaded file is changed: http/profile-image and http/student-cv.
 * GET and PATCH /api/me, the live push of the user's document and the students' other routes (a company
 * opening an applicant) sign their read links without it (lambdas/lib/read-links.ts).
 */
const outDir = mkdtempSync(path.join(tmpdir(), 'profile-image-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The npm packages a function's bundle holds, as the CDK bundles it. */
const packagesOf = async (name: string, entry: string): Promise<Set<string>> => {
  const { metafile } = await build({ ...lambdaEsbuildOptions(), entryPoints: [entry], outfile: path.join(outDir, name, 'index.js'), metafile: true, logLevel: 'silent', write: false });
  return new Set(Object.keys(metafile.inputs).flatMap((input) => packageOfInput(input) ?? []));
};

const entryOf = (name: string): string => {
  const fn = httpFunctions().find((candidate) => candidate.name === name);
  if (!fn) throw new Error(`No function ${name}`);
  return fn.entry;
};

describe('which functions bundle the S3 client', () => {
  it('http/me (/api/me and the claims under it) does not: no @aws-sdk/client-s3, S3 middleware or presigned POST', async () => {
    expect(httpFunctions().find((fn) => fn.name === 'http/me')?.routes.map((route) => route.path)).toEqual(['/api/me', '/api/me', '/api/me/claims', '/api/me/claims/{key}', '/api/me/claims/{key}']);
    const packages = await packagesOf('http-me', entryOf('http/me'));
    expect(packages).toContain('@aws-sdk/s3-request-presigner');
    expect([...packages].filter((name) => /client-s3|middleware-sdk-s3|s3-presigned-post/.test(name))).toEqual([]);
  }, 60_000);

  it('live/user-changes (the pushed document, with its image link) does not either', async () => {
    const packages = await packagesOf('live-user-changes', path.join(repoRoot, 'lambdas', 'live', 'user-changes.ts'));
    expect(packages).not.toContain('@aws-sdk/client-s3');
  }, 60_000);

  it('http/profile-image, which uploads, checks and deletes the images, does', async () => {
    const packages = await packagesOf('http-profile-image', entryOf('http/profile-image'));
    expect(packages).toContain('@aws-sdk/client-s3');
    expect(packages).toContain('@aws-sdk/s3-presigned-post');
  }, 60_000);

  it('http/students (a company opens an applicant, with a link to the CV) does not', async () => {
    const packages = await packagesOf('http-students', entryOf('http/students'));
    expect(packages).toContain('@aws-sdk/s3-request-presigner');
    expect([...packages].filter((name) => /client-s3|middleware-sdk-s3|s3-presigned-post/.test(name))).toEqual([]);
  }, 60_000);

  it('http/student-cv, which hands out the upload link and checks and deletes the CVs, does', async () => {
    const packages = await packagesOf('http-student-cv', entryOf('http/student-cv'));
    expect(packages).toContain('@aws-sdk/client-s3');
    expect(packages).toContain('@aws-sdk/s3-presigned-post');
  }, 60_000);

  it('events/profile-image-eraser, which deletes a deleted user\'s images, does, and no DynamoDB client (consumers take lib/consumer, not lib/events)', async () => {
    const { metafile } = await build({ ...lambdaEsbuildOptions(), entryPoints: [path.join(repoRoot, 'lambdas', 'events', 'profile-image-eraser.ts')], outfile: path.join(outDir, 'eraser', 'index.js'), metafile: true, logLevel: 'silent', write: false });
    const bundled = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name));
    expect(bundled.some((input) => packageOfInput(input) === '@aws-sdk/client-s3')).toBe(true);
    expect(bundled.filter((input) => ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'].includes(packageOfInput(input) ?? ''))).toEqual([]);
  }, 60_000);
});
