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
  // for minutes and would leave the second core idle; every file works as users of its own.
  maxWorkers: 2,
};
