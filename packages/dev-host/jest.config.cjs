module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'dev-host', rootDir: __dirname };
