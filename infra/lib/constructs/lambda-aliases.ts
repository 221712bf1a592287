import path from 'node:path';
import { bundledClientPackages, bundledClientPath } from './sdk-clients';

const lambdasLib = path.resolve(__dirname, '../../../lambdas/lib');

/**
 * Packages the functions' code runs as something else, in the bundles (bundling.ts), in jest
 * (jest.config.ts) and in the local stack (infra/local/lambda-aliases-hook.ts) alike, so that the code
 * the tests and `npm start` run is the code Lambda runs:
 * - `@aws-sdk/credential-provider-node`, the SDK's default credential chain, by its first link alone, the
 *   environment's credentials, which are where Lambda puts the execution role's (lambdas/lib/env-credentials.ts):
 *   the other links and the STS, SSO and sign-in clients they bring leave every function;
 * - each SDK client by its copy with literal trait keys (sdk-clients.ts), so that a function keeps only
 *   the schemas of the commands it sends.
 * A swap stays only where a person waits: without it a user-facing HTTP function's cold import would pass
 * 1.3x the reference's (`npm run bench -- --only functions`; docs/decisions/0009-package-swaps-everywhere.md).
 * transbank-sdk runs its axios as published: the functions that carry it (billing, its job, the erasers)
 * stay within the 2x a job, an event consumer or a low-traffic route may take.
 * Scripts run against a real account (infra/scripts/) take none: they need the whole credential chain.
 * Each value is a module's file, so that esbuild, jest and Node's resolver read it the same way.
 */
export const lambdaAliases = (): Record<string, string> => ({
  '@aws-sdk/credential-provider-node': path.join(lambdasLib, 'env-credentials.ts'),
  ...Object.fromEntries(bundledClientPackages().map((packageName) => [packageName, path.join(bundledClientPath(packageName), 'dist-es', 'index.js')])),
});
