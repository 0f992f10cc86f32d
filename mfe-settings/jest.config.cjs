module.exports = { ...require('../packages/testing/jest-preset.cjs'), displayName: 'mfe-settings', rootDir: __dirname };
