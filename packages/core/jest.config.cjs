const path = require('path');
const preset = require('../testing/jest-preset.cjs');

// Core's tests set up with core's own helpers (src/testing), not @aliento/testing's, which is built on core.
module.exports = {
  ...preset,
  displayName: 'core',
  rootDir: __dirname,
  setupFilesAfterEnv: [path.join(__dirname, 'src', 'testing', 'setup-tests.ts')],
};
