const path = require('node:path');
const { createWebpackConfig } = require('@aliento/mf-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  // each shared module's load a task of its own (see the file)
  runtimePlugins: [path.join(__dirname, 'src/features/remotes/shares-in-tasks.ts')],
});
