/** API tests: node environment, swc transform, one migrated database template built once (test/global-setup.ts). */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  // ESM-only dependencies under pnpm's layout are compiled to CommonJS for jest
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|content-disposition|cookie|jose|marked|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
