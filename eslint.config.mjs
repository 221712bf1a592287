// Strict, typed lint over everything. Imports flow one way: shared <- lambdas, web, infra.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const focusedOrSkipped = ['describe', 'it', 'test'].flatMap((object) =>
  ['only', 'skip'].map((property) => ({ object, property, message: 'Focused or skipped tests never land.' })),
);

const restrict = (patterns) => ['error', { patterns: patterns.map(({ group, message }) => ({ group, message })) }];

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', 'coverage/', 'test-results/', 'playwright-report/', '.local*/', '.web-dist-*/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
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
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/web/**', '**/infra/**'], message: 'Functions import only shared/ and lambdas/.' }]),
    },
  },
  {
    // The middleware, clients and events serve every feature, so they import none.
    files: ['lambdas/lib/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/infra/**'], message: 'Functions import only shared/ and lambdas/.' },
            { regex: '^\\.\\./(?!\\.\\./shared/)', message: 'lambdas/lib imports no feature: pass what it needs in, or move it into lib.' },
          ],
        },
      ],
    },
  },
  {
    // Integration tests start the local stack to call the functions through it.
    files: ['lambdas/**/*.int.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { group: ['**/lambdas/**', '**/infra/**'], message: 'The web app imports only shared/ and web/.' },
        { group: ['@aws-sdk/*'], message: 'The browser talks to the API, not to AWS.' },
      ]),
    },
  },
);
