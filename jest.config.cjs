/** Root jest: every app and package is a project with its own jest.config.cjs. */
const fs = require('fs');
const path = require('path');
const dirs = [
  'shell',
  ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-')),
  ...fs.readdirSync(path.join(__dirname, 'packages')).map((d) => `packages/${d}`),
];
module.exports = {
  projects: dirs.filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')) && d !== 'packages/api').map((d) => `<rootDir>/${d}`),
};
