module.exports = { ...require('../packages/testing/jest-preset.cjs'), displayName: 'shell', rootDir: __dirname };
