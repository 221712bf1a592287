/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Two projects: fast unit tests (mocked AWS clients) and integration tests that start
// the real emulators on free ports. `npm run test:unit` and `npm run test:integration` pick one.
const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, ignoreDeprecations: '5.0' } }],
};

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/{shared,lambdas,infra}/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/{lambdas,infra}/**/*.int.test.ts'],
      maxWorkers: 1,
    },
  ],
};

export default config;
