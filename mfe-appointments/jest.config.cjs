module.exports = { ...require('../packages/testing/jest-preset.cjs'), displayName: 'mfe-appointments', rootDir: __dirname };
