module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'checkout', rootDir: __dirname };
