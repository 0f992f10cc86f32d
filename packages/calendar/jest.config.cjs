module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'calendar', rootDir: __dirname };
