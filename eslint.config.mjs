import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import funnelforge from './.eslint/index.mjs';

/** Time in api/src/modules comes from the injectable clock (deps.clock, Service.now()). */
const NO_WALL_CLOCK = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Use the injectable clock (this.now() / deps.clock.now()); performance.now() for durations.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Use the injectable clock (this.now() / deps.clock.now()) instead of new Date().',
  },
];

/** Resolvers and REST routes stay thin: the database belongs to the services. */
const NO_DATABASE_IN_TRANSPORTS = [
  {
    selector: 'MemberExpression[property.name=/^(em|orm)$/]',
    message: 'Resolvers and REST routes do not touch the database: call a service.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'coverage/**',
      'web/src/gql/**',
      'api/src/migrations/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
      // Decorator metadata turns some type positions into runtime references.
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts'],
    plugins: { funnelforge },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise is awaited, returned, or handed to something that handles it; never dropped.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { funnelforge },
    rules: { 'funnelforge/no-silent-catch': 'error' },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    plugins: { funnelforge },
    rules: {
      'funnelforge/module-boundaries': 'error',
      'no-restricted-syntax': ['error', ...NO_WALL_CLOCK],
    },
  },
  {
    files: ['api/src/**/*.resolver.ts', 'api/src/**/*.rest.ts', 'api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_WALL_CLOCK, ...NO_DATABASE_IN_TRANSPORTS],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mikro-orm/*'], message: 'Resolvers and REST routes call services.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.jest },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // As in the api: a promise is awaited, returned, or handed to something that handles it.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async JSX event handler is fine (React ignores what it returns); a promise where a
      // plain callback or a condition is expected is not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    plugins: { funnelforge },
    rules: { 'funnelforge/no-silent-catch': 'error' },
  },
  prettier,
);
