/** Build configuration: node environment, no browser set-up. */
module.exports = {
  ...require('../testing/jest-preset.cjs'),
  displayName: 'mf-config',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/src/**/*.test.cjs'],
};
