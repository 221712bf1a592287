import { build } from 'esbuild';
import { bundledClientPackages, packageOfInput, withLiteralTraitKeys } from './sdk-clients';
import { lambdaEsbuildOptions } from './bundling';

describe('the SDK clients as the functions bundle them (literal trait keys)', () => {
  it('writes each trait key whose constant is a string of the module as that string, and nothing else', () => {
    const source = ['const _h = "http";', 'const _e = "error";', 'const n0 = "com.amazonaws.s3";', 'export var A$ = [9, n0, "A", { [_h]: ["GET", "/", 200], [_e]: _e }, 0, 0];', 'export var B = { [other]: 1 };'].join('\n');
    expect(withLiteralTraitKeys(source)).toBe(['const _h = "http";', 'const _e = "error";', 'const n0 = "com.amazonaws.s3";', 'export var A$ = [9, n0, "A", { "http": ["GET", "/", 200], "error": _e }, 0, 0];', 'export var B = { [other]: 1 };'].join('\n'));
  });

  it('are the clients of lambdas/lib/clients/', () => {
    expect(bundledClientPackages()).toEqual(expect.arrayContaining(['@aws-sdk/client-dynamodb', '@aws-sdk/client-s3', '@aws-sdk/client-sesv2']));
  });

  it('keep only the schemas of the commands a function sends: S3 with four commands carries none of its bucket operations', async () => {
    const source = `import { S3Client, HeadObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
const s3 = new S3Client({});
export const send = () => Promise.all([new HeadObjectCommand({ Bucket: 'b', Key: 'k' }), new GetObjectCommand({ Bucket: 'b', Key: 'k' }), new DeleteObjectCommand({ Bucket: 'b', Key: 'k' }), new ListObjectsV2Command({ Bucket: 'b' })].map((command) => s3.send(command as never)));`;
    const { outputFiles, metafile } = await build({ ...lambdaEsbuildOptions(), minify: false, sourcemap: false, stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' }, outfile: 'out.js', write: false, metafile: true, logLevel: 'silent' });
    const code = outputFiles[0]?.text ?? '';
    expect(Object.keys(metafile.inputs).filter((input) => packageOfInput(input) === '@aws-sdk/client-s3').length).toBeGreaterThan(0);
    expect(code).toContain('HeadObjectOutput$');
    expect(code).not.toContain('GetBucketAclOutput$');
    expect(code).not.toContain('PutBucketLifecycleConfigurationRequest$');
  }, 60_000);
});
