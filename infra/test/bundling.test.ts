import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    ['jobs/billing-worker', path.join(repoRoot, 'lambdas', 'jobs', 'billing-worker.ts')],
  ])('%s carries transbank-sdk, and no benefit catalogue', async (_name, entry) => {
    const inputs = await bundledInputs(entry);
    expect(inputs.some((input) => input.includes('node_modules/transbank-sdk/'))).toBe(true);
    expect(inputs.filter((input) => input.startsWith('shared/benefits/catalogue/'))).toEqual([]);
  }, 60_000);

  it('http/kpi lists the benefits for the coverage KPI from the generated rules and their names, without the catalogue', async () => {
    const inputs = await bundledInputs(httpFunctions().find((fn) => fn.name === 'http/kpi')?.entry ?? 'http/kpi is not deployed');
    expect(inputs).toContain('shared/benefits/rules.generated.ts');
    expect(inputs.filter((input) => input.startsWith('shared/benefits/catalogue/') || input === 'shared/benefits/questions.ts')).toEqual([]);
  }, 60_000);
});

// A DynamoDB read, bundled as every function is, against a local server that keeps what the request carried.
const readSource = `
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
const dynamo = new DynamoDBClient({});
export const read = () => dynamo.send(new GetItemCommand({ TableName: 'users', Key: { pk: { S: 'u' } } }));
`;

describe('the credentials of a bundled function: the environment\'s, where Lambda puts the execution role\'s', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bundling-credentials-'));
  const outfile = path.join(outDir, 'index.js');
  let inputs: string[];
  let server: Server;
  let endpoint: string;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    const result = await build({ ...lambdaEsbuildOptions(), stdin: { contents: readSource, resolveDir: repoRoot, loader: 'ts', sourcefile: 'read.ts' }, outfile, metafile: true, logLevel: 'silent' });
    inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name));
    server = createServer((request, response) => {
      received.push(request.headers);
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  });

  /** Runs the bundled read in a fresh Node with only these variables (and PATH): 'read', or the error's message. */
  const readWith = (variables: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const script = `require(${JSON.stringify(outfile)}).read().then(() => process.stdout.write('read'), (error) => process.stdout.write(String(error.message)))`;
      // stderr ignored: the SDK warns once per process on Node versions it will stop supporting.
      const child = spawn(process.execPath, ['-e', script], { env: { PATH: process.env.PATH ?? '', AWS_REGION: 'sa-east-1', AWS_ENDPOINT_URL_DYNAMODB: endpoint, ...variables }, stdio: ['ignore', 'pipe', 'ignore'] });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', () => resolve(stdout));
    });

  it('bundles the chain\'s first link alone: no STS, SSO or sign-in clients, no ini files, processes, web identity or metadata endpoints', () => {
    expect(inputs).toContain('lambdas/lib/env-credentials.ts');
    expect(inputs.filter((input) => /node_modules\/@aws-sdk\/(credential-provider-(node|ini|sso|process|web-identity|http|login)|nested-clients|token-providers)\/|@smithy\/credential-provider-imds\//.test(input))).toEqual([]);
  });

  it('signs with the access key and the session token of the environment', async () => {
    received.length = 0;
    expect(await readWith({ AWS_ACCESS_KEY_ID: 'ASIABUNDLED', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'the-role-session' })).toBe('read');
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIABUNDLED\/\d{8}\/sa-east-1\/dynamodb\/aws4_request, /);
    expect(received[0]?.['x-amz-security-token']).toBe('the-role-session');
  }, 30_000);

  it('without them, fails at once saying so, and sends nothing', async () => {
    received.length = 0;
    expect(await readWith({})).toBe('Unable to find environment variable credentials.');
    expect(received).toEqual([]);
  }, 30_000);
});
