import path from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { bundledClientPackages, bundledClientPath } from './sdk-clients';

/**
 * Packages replaced in every bundle: `axios`, whose only importer is transbank-sdk (one call shape), by one
 * request over Node's fetch (lambdas/lib/axios-fetch.ts): axios, follow-redirects, https-proxy-agent, debug
 * and form-data (with mime-types and their database) leave the billing functions;
 * `@aws-sdk/credential-provider-node`, the SDK's default credential chain, by its first link alone, the
 * environment's credentials, which are where Lambda puts the execution role's (lambdas/lib/env-credentials.ts):
 * the other links and the STS, SSO and sign-in clients they bring leave every function;
 * each SDK client by its copy with literal trait keys (sdk-clients.ts), so that a function keeps only the
 * schemas of the commands it sends. Each of the three keeps a function under 1.3x the reference's cold
 * import: without them `npm run bench -- --only functions` measures http/billing and jobs/billing at about 2x
 * (axios), http/profile-image at about 1.5x (S3's schemas and the credential chain).
 */
const aliases: Record<string, string> = {
  axios: path.resolve(__dirname, '../../../lambdas/lib/axios-fetch.ts'),
  '@aws-sdk/credential-provider-node': path.resolve(__dirname, '../../../lambdas/lib/env-credentials.ts'),
  ...Object.fromEntries(bundledClientPackages().map((packageName) => [packageName, bundledClientPath(packageName)])),
};

/**
 * How every function is bundled, by `NodejsFunction` (app-function.ts, identity.ts) and by the
 * bench (`bench/functions.ts`), which passes the same options to esbuild itself.
 */
export const lambdaBundling = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node24',
  // The AWS SDK v3 is bundled, tree-shaken and minified (AWS's advice for cold starts), at the version
  // package-lock.json pins and the tests run against, not the one the runtime happens to carry.
  externalModules: [],
  // shared/package.json declares `"sideEffects": false` (shared/ is data and pure functions): a function
  // that imports a module of shared/ keeps only what it uses, e.g. not the benefit catalogue behind
  // `coverageDeltas` (esbuild, and Vite for the web, honour the field). Within a module it uses, a schema it
  // never reads drops only if built in a `/* @__PURE__ */ pure(...)` statement (shared/pure.ts says why).
  // The ES module builds first: the SDK's and smithy's `module` entries tree-shake, their CommonJS `main` does not.
  mainFields: ['module', 'main'],
  // transbank-sdk's HTTP client is Node's fetch instead of axios (see `aliases`).
  esbuildArgs: { '--alias': Object.entries(aliases).map(([name, target]) => `${name}=${target}`) },
} as const satisfies BundlingOptions;

/** The esbuild options that `NodejsFunction` derives from `lambdaBundling` (its CLI call, as a build API object). */
export const lambdaEsbuildOptions = (bundling: BundlingOptions = lambdaBundling): BuildOptions => ({
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: bundling.target,
  minify: bundling.minify,
  sourcemap: bundling.sourceMap,
  sourcesContent: bundling.sourcesContent,
  // NodejsFunction leaves the SDK v3 out unless `externalModules` says otherwise.
  external: bundling.externalModules ? [...bundling.externalModules] : ['@aws-sdk/*'],
  ...(bundling.mainFields ? { mainFields: [...bundling.mainFields] } : {}),
  ...(bundling.esbuildArgs?.['--alias'] ? { alias: aliases } : {}),
});
