// Strict, typed lint over everything. Imports flow one way: shared <- lambdas, web, infra; no cycles;
// a feature reaches another feature only through its public entries.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const focusedOrSkipped = ['describe', 'it', 'test'].flatMap((object) =>
  ['only', 'skip'].map((property) => ({ object, property, message: 'Focused or skipped tests never land.' })),
);

/** Schemas are written with zod/mini: classic zod's chainable schemas cost about 90 KB in every bundle that imports one. */
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({ name, message: "Use zod/mini (import * as z from 'zod/mini'): classic zod adds about 90 KB to every bundle." }));

const restrict = (patterns) => [
  'error',
  { paths: classicZod, patterns: patterns.map(({ group, regex, message }) => (regex ? { regex, message } : { group, message })) },
];

/**
 * The domain features of lambdas/: every folder but the entry points that compose them (http/, events/,
 * jobs/, triggers/), the shared lib/ and the tests' testing/. A new folder is a feature from its first file.
 */
const lambdaFeatures = readdirSync(path.join(import.meta.dirname, 'lambdas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['http', 'events', 'jobs', 'triggers', 'lib', 'testing'].includes(entry.name))
  .map((entry) => entry.name);
/**
 * Features import each other one way: no loop between two features, directly or through others
 * (users → billing → users). The features' imports of one another are read from their files (a few
 * milliseconds, tests aside), and every import that closes a loop is an error in the importing
 * file, naming the loop, until the shared piece moves down (to lib/, or into the feature that owns it).
 */
const featureLoops = (() => {
  const lambdasDir = path.join(import.meta.dirname, 'lambdas');
  const importsOf = new Map(
    lambdaFeatures.map((feature) => {
      const files = readdirSync(path.join(lambdasDir, feature), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
      const named = files.flatMap((file) => [...readFileSync(path.join(lambdasDir, feature, file), 'utf8').matchAll(/from '(?:\.\.\/)+([\w-]+)\//g)].map((match) => match[1]));
      return [feature, new Set(named.filter((name) => name !== feature && lambdaFeatures.includes(name)))];
    }),
  );
  /** The way from one feature to another through their imports, or undefined. */
  const way = (from, to, seen = new Set()) => {
    if (from === to) return [to];
    seen.add(from);
    for (const next of importsOf.get(from) ?? []) {
      if (seen.has(next)) continue;
      const rest = way(next, to, seen);
      if (rest) return [from, ...rest];
    }
    return undefined;
  };
  return lambdaFeatures.flatMap((feature) =>
    [...(importsOf.get(feature) ?? [])].flatMap((imported) => {
      const back = way(imported, feature);
      return back ? [{ feature, imported, loop: [feature, ...back].join(' → ') }] : [];
    }),
  );
})();
const functionsImportOnlySharedAndLambdas = { group: ['**/web/**', '**/infra/**'], message: 'Functions import only shared/ and lambdas/.' };
/**
 * A feature's public entries are its `*.service.ts` and `*.repository.ts` files; its rules, plans,
 * templates and other modules are its own.
 */
const featurePublicEntries = {
  regex: String.raw`^\.\./(?!lib/|testing/)[\w-]+/(?![\w.-]+\.(?:service|repository)$)[\w.-]+$`,
  message: "A feature imports another feature only through its public entries (its *.service.ts and *.repository.ts files).",
};
/**
 * Only repositories (`*.repository.ts`) read and write DynamoDB. Besides them, lib/clients/ creates the
 * client and lib/dynamo.ts holds the helpers the repositories are written with (conditions, transactions,
 * pagination). Types may be imported anywhere; `@aws-sdk/util-dynamodb` too (a stream consumer unmarshalls
 * the records it is handed, without the client).
 */
const dynamoOnlyInRepositories = (() => {
  const message = 'Only *.repository.ts files touch DynamoDB: move this read or write into a repository and call it.';
  return [
    'error',
    {
      paths: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'].map((name) => ({ name, message, allowTypeImports: true })),
      patterns: [{ group: ['**/lib/clients/dynamo', './clients/dynamo', '**/lib/dynamo', './dynamo'], message, allowTypeImports: true }],
    },
  ];
})();
const libImportsNoFeature = { regex: String.raw`^\.\./(?!testing/)[\w-]+/`, message: 'lambdas/lib is imported by the features, never the reverse: move the code to lib, or take it as a parameter.' };
const webFrontier = [
  { group: ['**/lambdas/**', '**/infra/**'], message: 'The web app imports only shared/ and web/.' },
  { group: ['@aws-sdk/*'], message: 'The browser talks to the API, not to AWS.' },
];
/**
 * Imports flow down in web/src: app → routes → features → components → lib → content. A layout or a
 * feature gets what it needs from below, or from above through props or context, never by importing it.
 */
const webNoUpward = (layers) => ({
  regex: String.raw`^(?:\.\./)+(?:${layers.join('|')})(?:/|$)`,
  message: `web/src imports flow down (app → routes → features → components → lib → content): nothing here imports ${layers.join(', ')}. Take it as a prop or through context instead.`,
});
/** Every feature may use the session (features/auth); the session imports no other feature, so that no arrow runs back to it. */
const authImportsNoFeature = (depth) => ({
  regex: String.raw`^(?:\.\./){${String(depth)}}(?!auth/)[\w-]+/`,
  message: 'features/auth is what the other features build on: it imports none of them. The app hands it what it needs (see SessionProvider).',
});
/** A web feature's api/ and components/ are its own; other features use its top-level modules (e.g. auth/session.tsx). */
const webFeaturePublicEntries = {
  regex: String.raw`^(?:\.\./){1,2}[\w-]+/(?:api|components)/`,
  message: "A feature imports another feature only through its public entries: the modules at the top of its folder, not its api/ or components/.",
};

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', 'coverage/', 'test-results/', 'playwright-report/', '.local*/', '.web-dist-*/', '.bench/', '.generated/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          alias: { '@shared': [path.join(import.meta.dirname, 'shared')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': restrict([]),
      'no-restricted-properties': ['error', ...focusedOrSkipped],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['eslint.config.mjs'], languageOptions: { sourceType: 'module' } },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/lambdas/**', '**/web/**', '**/infra/**'], message: 'shared/ is imported by the others, never the reverse.' },
        { group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'react', 'react-dom'], message: 'shared/ is pure TypeScript + zod.' },
      ]),
    },
  },
  {
    files: ['lambdas/**'],
    rules: { 'no-restricted-imports': restrict([functionsImportOnlySharedAndLambdas]) },
  },
  {
    files: lambdaFeatures.map((feature) => `lambdas/${feature}/**`),
    rules: { 'no-restricted-imports': restrict([functionsImportOnlySharedAndLambdas, featurePublicEntries]) },
  },
  ...lambdaFeatures
    .map((feature) => ({ feature, loops: featureLoops.filter((loop) => loop.feature === feature) }))
    .filter(({ loops }) => loops.length > 0)
    .map(({ feature, loops }) => ({
      files: [`lambdas/${feature}/**`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': restrict([
          functionsImportOnlySharedAndLambdas,
          featurePublicEntries,
          ...loops.map(({ imported, loop }) => ({
            regex: String.raw`^(?:\.\./)+${imported}/`,
            message: `Features import each other one way, and this closes a loop: ${loop}. Move the shared piece down, to lambdas/lib or into the feature that owns it.`,
          })),
        ]),
      },
    })),
  {
    // The middleware, clients and events serve every feature, so they import none (their tests may use lambdas/testing).
    files: ['lambdas/lib/**'],
    rules: { 'no-restricted-imports': restrict([functionsImportOnlySharedAndLambdas, libImportsNoFeature]) },
  },
  {
    // Integration tests start the local stack to call the functions through it.
    files: ['lambdas/**/*.int.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests and their helpers set up and read the tables (or mock the client) to check what the code wrote.
    files: ['lambdas/**/*.ts'],
    ignores: ['**/*.repository.ts', 'lambdas/lib/clients/**', 'lambdas/lib/dynamo.ts', '**/*.test.ts', 'lambdas/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': dynamoOnlyInRepositories },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(webFrontier),
    },
  },
  {
    files: ['web/src/features/**'],
    rules: { 'no-restricted-imports': restrict([...webFrontier, webFeaturePublicEntries, webNoUpward(['app', 'routes'])]) },
  },
  {
    files: ['web/src/features/auth/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([...webFrontier, webFeaturePublicEntries, webNoUpward(['app', 'routes']), authImportsNoFeature(1)]) },
  },
  {
    files: ['web/src/features/auth/*/**'],
    rules: { 'no-restricted-imports': restrict([...webFrontier, webFeaturePublicEntries, webNoUpward(['app', 'routes']), authImportsNoFeature(2)]) },
  },
  {
    files: ['web/src/components/**'],
    rules: { 'no-restricted-imports': restrict([...webFrontier, webNoUpward(['app', 'routes', 'features'])]) },
  },
  {
    files: ['web/src/lib/**'],
    rules: { 'no-restricted-imports': restrict([...webFrontier, webNoUpward(['app', 'routes', 'features', 'components'])]) },
  },
  {
    files: ['web/src/content/**'],
    rules: { 'no-restricted-imports': restrict([...webFrontier, webNoUpward(['app', 'routes', 'features', 'components', 'lib'])]) },
  },
);
