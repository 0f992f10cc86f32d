module.exports = { ...require('../packages/testing/jest-preset.cjs'), displayName: 'mfe-directory', rootDir: __dirname };
