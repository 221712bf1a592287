/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Two projects: fast unit tests (mocked AWS clients) and integration tests that start
// the real emulators on free ports. `npm run test:unit` and `npm run test:integration` pick one.
// middy ships only ES modules; it is compiled to CommonJS with our own code.
const transform: Config['transform'] = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, allowJs: true, ignoreDeprecations: '5.0' } },
  ],
};
const transformIgnorePatterns = ['/node_modules/(?!@middy/)'];

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/infra/local/quiet-warnings.ts'],
      testMatch: ['<rootDir>/{shared,lambdas,infra}/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$'],
    },
    {
      // Each suite starts its own emulators; run them one at a time (`--runInBand`).
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/infra/local/quiet-warnings.ts'],
      testMatch: ['<rootDir>/{lambdas,infra}/**/*.int.test.ts'],
    },
  ],
};

export default config;
