import type { Metafile } from 'esbuild';
import { sdkInputs } from './sdk-inputs';

const input = (...imports: string[]): Metafile['inputs'][string] => ({ bytes: 1, imports: imports.map((path) => ({ path, kind: 'import-statement' as const })) });

describe('sdkInputs', () => {
  it('counts the SDK packages and what only they import, transitively, as the SDK', () => {
    const metafile: Metafile = {
      inputs: {
        'lambdas/http/me/get-me.ts': input('node_modules/@aws-sdk/client-dynamodb/dist-es/index.js', 'node_modules/zod/v4/mini/index.js'),
        'node_modules/@aws-sdk/client-dynamodb/dist-es/index.js': input('node_modules/@aws-sdk/endpoint-cache/dist-es/index.js'),
        'node_modules/@aws-sdk/endpoint-cache/dist-es/index.js': input('node_modules/mnemonist/lru-cache.js'),
        'node_modules/mnemonist/lru-cache.js': input('node_modules/obliterator/iterator.js'),
        'node_modules/obliterator/iterator.js': input(),
        'node_modules/zod/v4/mini/index.js': input(),
      },
      outputs: {},
    };
    expect([...sdkInputs(metafile)].sort()).toEqual([
      'node_modules/@aws-sdk/client-dynamodb/dist-es/index.js',
      'node_modules/@aws-sdk/endpoint-cache/dist-es/index.js',
      'node_modules/mnemonist/lru-cache.js',
      'node_modules/obliterator/iterator.js',
    ]);
  });

  it('counts a library our code also imports as ours, even if the SDK imports it too', () => {
    const metafile: Metafile = {
      inputs: {
        'lambdas/lib/http.ts': input('node_modules/tslib/tslib.es6.mjs'),
        'node_modules/@smithy/core/dist-es/index.js': input('node_modules/tslib/tslib.es6.mjs'),
        'node_modules/tslib/tslib.es6.mjs': input(),
      },
      outputs: {},
    };
    expect(sdkInputs(metafile).has('node_modules/tslib/tslib.es6.mjs')).toBe(false);
    expect(sdkInputs(metafile).has('node_modules/@smithy/core/dist-es/index.js')).toBe(true);
  });
});
