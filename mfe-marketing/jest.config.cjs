module.exports = { ...require('../packages/testing/jest-preset.cjs'), displayName: 'mfe-marketing', rootDir: __dirname };
