/** Component tests in jsdom, compiled by swc. */
module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  },
  // antd's dependencies ship some ES modules only; compile those too.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[a-z-]+|antd|@babel/runtime)/)'],
  moduleNameMapper: {
    // Each icon is loaded when used, not all ~850 for every test file (see the module).
    '^@ant-design/icons$': '<rootDir>/src/test/ant-design-icons.cjs',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/src/test/file-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testTimeout: 15000,
  // Jest's default on a 2-core machine is one worker; these tests are CPU-bound and run twice as fast on both.
  maxWorkers: 2,
};
