module.exports = { ...require('../packages/testing/jest-preset.cjs'), displayName: 'mfe-admin', rootDir: __dirname };
