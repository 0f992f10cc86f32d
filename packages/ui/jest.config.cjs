module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'ui', rootDir: __dirname };
