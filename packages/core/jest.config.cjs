module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'core', rootDir: __dirname };
