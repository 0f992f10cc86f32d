const { createWebpackConfig } = require('@aliento/mf-config');

module.exports = createWebpackConfig({ dir: __dirname, exposes: { './App': './src/app/app.tsx' } });
