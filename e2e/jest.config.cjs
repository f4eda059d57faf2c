/** End-to-end tests: the built app started as `npm start` runs it, driven in Chromium. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90000,
  // Two files at a time against the one app: the accessibility audit is CPU-bound in one browser
  // for minutes, so it is split into three files (accessibility-*.e2e.ts) that are started first
  // and spread over both workers; every file works as users of its own.
  maxWorkers: 2,
  testSequencer: '<rootDir>/support/slow-first-sequencer.cjs',
};
