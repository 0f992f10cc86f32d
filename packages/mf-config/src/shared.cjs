/**
 * The one shared-dependency map for the shell and every remote.
 * Singletons get their requiredVersion from the app's own package.json; workspace packages declare a real
 * version because `workspace:*` is not semver.
 */
const path = require('path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  'framer-motion',
  'i18next',
  'zustand',
  'zustand/vanilla',
];
const WORKSPACE_SINGLETONS = ['@aliento/core', '@aliento/ui', '@aliento/i18n'];
/**
 * Libraries that travel inside a workspace singleton instead of being shared whole: a shared package keeps every
 * export, so these are re-exported (only the names the product uses) by the kit module named here, and apps must
 * import them from it. src/imports.test.cjs fails on a direct import.
 */
const WRAPPED = {
  'react-router-dom': '@aliento/core',
  'react-i18next': '@aliento/i18n',
  '@chakra-ui/react': '@aliento/ui',
};

function baseName(dep) {
  return dep.startsWith('@') ? dep.split('/').slice(0, 2).join('/') : dep.split('/')[0];
}

/** @param {string} appDir absolute path of the app whose package.json pins the versions */
function sharedMap(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const dep of SINGLETONS) {
    const range = deps[baseName(dep)];
    if (!range) continue;
    shared[dep] = { singleton: true, requiredVersion: range };
  }
  for (const dep of WORKSPACE_SINGLETONS) {
    if (!deps[dep]) continue;
    const wsPkg = require(path.join(__dirname, '..', '..', dep.replace('@aliento/', ''), 'package.json'));
    shared[dep] = { singleton: true, version: wsPkg.version, requiredVersion: `^${wsPkg.version}` };
  }
  return shared;
}

module.exports = { sharedMap, SINGLETONS, WORKSPACE_SINGLETONS, WRAPPED };
