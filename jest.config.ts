/** @jest-config-loader esbuild-register */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { lambdaAliases } from './infra/lib/constructs/lambda-aliases';

// Three projects: fast unit tests (mocked AWS clients), the web app's tests (jsdom, Testing Library)
// and integration tests that start the real emulators on free ports. `npm run test:unit` runs the
// first two, `npm run test:integration` the last.
// middy and otplib (with its base32 and hash packages) ship only ES modules; they are compiled to
// CommonJS with our own code.
const transform: Config['transform'] = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, allowJs: true, ignoreDeprecations: '5.0' } },
  ],
};
const transformIgnorePatterns = ['/node_modules/(?!(@middy|otplib|@otplib|@scure|@noble)/)'];

/** The functions' code runs here with the packages the bundles replace, replaced (infra/lib/constructs/lambda-aliases.ts). */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const moduleNameMapper = Object.fromEntries(Object.entries(lambdaAliases()).map(([name, target]) => [`^${escapeRegExp(name)}$`, target]));

/** The web app's compiler options (web/tsconfig.json), as CommonJS for jest. */
const webTransform: Config['transform'] = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, allowJs: true, jsx: 'react-jsx', esModuleInterop: true, ignoreDeprecations: '5.0' },
    },
  ],
};

const config: Config = {
  // Jest's default, one worker fewer than the cores, leaves one worker on a two-core machine while the
  // main process mostly waits: two workers there, as many as before anywhere bigger.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker that has grown past this is replaced between test files: on Node 24 a worker running
  // the unit and web projects one file after another otherwise grew until it ran out of heap.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ['<rootDir>/{shared,lambdas,infra,bench,docs}/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/infra/test/cdk-outdir.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/web/src/testing/jsdom-environment.cjs',
      transform: webTransform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/web/src/**/*.test.{ts,tsx}'],
      moduleNameMapper: {
        '^@shared/(.*)$': '<rootDir>/shared/$1',
        '\\.css$': '<rootDir>/web/src/testing/style-stub.ts',
        // Amplify never runs in jsdom: the auth screens talk to a fake Cognito session.
        '^\\.{1,2}/(.*/)?auth-client$': '<rootDir>/web/src/testing/fake-auth-client.ts',
      },
      setupFiles: ['<rootDir>/web/src/testing/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
    },
    {
      // Each suite starts its own emulators on free ports in a folder of its own: `npm run test:integration`
      // runs two suites at a time (infra/local/testing/local-stack.ts keeps their ports apart).
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ['<rootDir>/{lambdas,infra}/**/*.int.test.ts'],
    },
  ],
};

export default config;
