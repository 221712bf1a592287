import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { lambdaEsbuildOptions } from '../lib/constructs/bundling';
import { httpFunctions } from '../lib/http-functions';

const repoRoot = path.resolve(__dirname, '..', '..');

// What lambdas/users/profile-image.repository.ts does with the two S3 packages, bundled as every function is.
const presignSource = `
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
const s3 = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
export const presign = () => createPresignedPost(s3, { Bucket: 'uploads', Key: 'profile-images/u/k', Expires: 300, Fields: { 'Content-Type': 'image/png' } });
`;

describe('the functions bundling (infra/lib/constructs/bundling.ts)', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bundling-test-'));
  const outfile = path.join(outDir, 'index.js');
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({
      ...lambdaEsbuildOptions(),
      stdin: { contents: presignSource, resolveDir: repoRoot, loader: 'ts', sourcefile: 'presign.ts' },
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    metafile = result.metafile;
  }, 60_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles one copy of each AWS SDK package, not a second one nested under a package that pins another release', () => {
    const nested = Object.keys(metafile.inputs).filter((input) => /node_modules\/.+\/node_modules\/@(aws-sdk|smithy)\//.test(input));
    expect(nested).toEqual([]);
  });

  it('still signs a presigned POST with the one client-s3 it keeps', () => {
    const script = `require(${JSON.stringify(outfile)}).presign().then((post) => process.stdout.write(JSON.stringify(post)))`;
    const post = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as { url: string; fields: Record<string, string> };
    expect(post.url).toBe('https://uploads.s3.us-east-1.amazonaws.com/');
    expect(post.fields).toMatchObject({ key: 'profile-images/u/k', 'Content-Type': 'image/png', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual({ bucket: 'uploads' });
  });
});

describe('the billing functions, bundled as deployed', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bundling-billing-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** The packages and modules that fill a function's bundle. */
  const bundledInputs = async (entry: string): Promise<string[]> => {
    const { metafile } = await build({ ...lambdaEsbuildOptions(), entryPoints: [entry], outfile: path.join(outDir, path.basename(entry, '.ts'), 'index.js'), metafile: true, logLevel: 'silent' });
    return Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name));
  };
  const httpBilling = httpFunctions().find((fn) => fn.name === 'http/billing')?.entry ?? 'http/billing is not deployed';

  it.each([
    ['http/billing', httpBilling],
    ['jobs/billing', path.join(repoRoot, 'lambdas', 'jobs', 'billing.ts')],
  ])('%s carries transbank-sdk over axios-fetch: no axios, follow-redirects or proxy agents, and no benefit catalogue', async (_name, entry) => {
    const inputs = await bundledInputs(entry);
    expect(inputs.some((input) => input.includes('node_modules/transbank-sdk/'))).toBe(true);
    expect(inputs).toContain('lambdas/lib/axios-fetch.ts');
    expect(inputs.filter((input) => /node_modules\/(axios|follow-redirects|proxy-from-env|https-proxy-agent|agent-base|debug|form-data)\//.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('shared/benefits/catalogue/'))).toEqual([]);
  }, 60_000);

  it('http/kpi lists the benefits for the coverage KPI from the generated rules and their names, without the catalogue', async () => {
    const inputs = await bundledInputs(httpFunctions().find((fn) => fn.name === 'http/kpi')?.entry ?? 'http/kpi is not deployed');
    expect(inputs).toContain('shared/benefits/rules.generated.ts');
    expect(inputs.filter((input) => input.startsWith('shared/benefits/catalogue/') || input === 'shared/benefits/questions.ts')).toEqual([]);
  }, 60_000);
});
