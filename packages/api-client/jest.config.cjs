module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'api-client', rootDir: __dirname };
