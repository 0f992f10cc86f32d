/** Pure schemas: node environment, no browser set-up. */
module.exports = {
  ...require('../testing/jest-preset.cjs'),
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
  setupFilesAfterEnv: [],
};
