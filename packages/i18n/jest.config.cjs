module.exports = { ...require('../testing/jest-preset.cjs'), displayName: 'i18n', rootDir: __dirname };
