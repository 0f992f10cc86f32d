/** Root jest: every app and package is a project with its own jest.config.cjs. */
const fs = require('fs');
const path = require('path');
const dirs = [
  'shell',
  ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-')),
  ...fs.readdirSync(path.join(__dirname, 'packages')).map((d) => `packages/${d}`),
];
module.exports = {
  // a global option (a project's own testTimeout is ignored when jest runs them all): a loaded 2-core machine needs more than 5 s
  testTimeout: 30000,
  projects: dirs.filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')) && d !== 'packages/api').map((d) => `<rootDir>/${d}`),
};
