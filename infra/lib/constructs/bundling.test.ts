import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from './bundling';

const repoRoot = path.resolve(__dirname, '../../..');

/** Bundles a source as the stack bundles a function; returns the bundle's path and the packages in it. */
const bundle = async (directory: string, source: string) => {
  const outfile = path.join(directory, 'index.js');
  const result = await build({
    ...lambdaEsbuildOptions(),
    stdin: { contents: source, resolveDir: repoRoot, loader: 'ts', sourcefile: 'entry.ts' },
    outfile,
    metafile: true,
    logLevel: 'silent',
  });
  // What fills the bundle (a module that was read but left out by tree-shaking is not there).
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name));
  return { outfile, inputs };
};

describe('lambda bundling', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'bundling-'));
    writeFileSync(path.join(directory, 'package.json'), '{"type":"commonjs"}');
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  test('the Transbank SDK is bundled without form-data and its mime database, and axios builds a standard FormData', async () => {
    const { outfile, inputs } = await bundle(
      directory,
      `import { Oneclick } from 'transbank-sdk';
       import axios from 'axios';
       export const oneclick = Oneclick;
       export const form = () => axios.toFormData({ buyOrder: 'o-1', amount: '29990' });`,
    );
    expect(inputs.some((input) => input.includes('node_modules/transbank-sdk/'))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/(form-data|mime-types|mime-db)\//.test(input))).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS, loaded as Lambda loads it
    const { form } = require(outfile) as { form: () => FormData };
    const built = form();
    expect(built).toBeInstanceOf(globalThis.FormData);
    expect([...built.entries()]).toEqual([
      ['buyOrder', 'o-1'],
      ['amount', '29990'],
    ]);
  });

  test('a function that imports a module of shared/ keeps only what it uses (shared/package.json: no side effects)', async () => {
    const { inputs } = await bundle(directory, `import { coverageDeltas } from './shared/benefits/coverage'; export const deltas = coverageDeltas;`);
    expect(inputs).toContain('shared/benefits/coverage.ts');
    expect(inputs.filter((input) => input.startsWith('shared/benefits/catalogue/'))).toEqual([]);
  });
});
