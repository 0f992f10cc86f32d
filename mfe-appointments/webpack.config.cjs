const { createWebpackConfig } = require('@aliento/mf-config');

module.exports = createWebpackConfig({ dir: __dirname, name: 'appointments', exposes: { './App': './src/app/app.tsx' } });
