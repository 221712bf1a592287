import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { lambdaAliases } from './lambda-aliases';

const aliases = lambdaAliases();

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
  // `coverageDeltas` (esbuild, and Vite for the web, honour the field). A module it keeps builds all its
  // module-level zod schemas at import, read or not: so a route's schemas live in its operation's module
  // (shared/contracts/<feature>/<operation>.ts), and pieces that several share are functions.
  // The ES module builds first: the SDK's and smithy's `module` entries tree-shake, their CommonJS `main` does not.
  mainFields: ['module', 'main'],
  // The packages the functions run as something else, here as in jest and the local stack (lambda-aliases.ts).
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
