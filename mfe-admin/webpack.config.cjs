const { createWebpackConfig } = require('@aliento/mf-config');

module.exports = createWebpackConfig({ dir: __dirname, name: 'admin', exposes: { './App': './src/app/app.tsx' } });
