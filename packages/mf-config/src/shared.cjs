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
const WORKSPACE_SINGLETONS = ['@aliento/core', '@aliento/ui', '@aliento/ui/system', '@aliento/i18n'];
/**
 * Shared by the shell alone: only the shell's own code imports them, so a remote's entry does not list them.
 * `@aliento/ui/system` is the kit's first part (the product system and its provider), shared on its own so the
 * shell's kit loader runs it a task before the components (packages/ui/system.ts); the remotes take the whole kit
 * (`@aliento/ui`) from the same shell.
 */
const HOST_ONLY = ['@aliento/ui/system'];
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

/**
 * @param {string} appDir absolute path of the app whose package.json pins the versions
 * @param {{ host?: boolean }} [options] host: the map of the shell (adds the HOST_ONLY singletons)
 */
function sharedMap(appDir, { host = false } = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const dep of SINGLETONS) {
    const range = deps[baseName(dep)];
    if (!range) continue;
    shared[dep] = { singleton: true, requiredVersion: range };
  }
  for (const dep of WORKSPACE_SINGLETONS) {
    if (!host && HOST_ONLY.includes(dep)) continue;
    const base = baseName(dep);
    if (!deps[base]) continue;
    const wsPkg = require(path.join(__dirname, '..', '..', base.replace('@aliento/', ''), 'package.json'));
    shared[dep] = { singleton: true, version: wsPkg.version, requiredVersion: `^${wsPkg.version}` };
  }
  return shared;
}

module.exports = { sharedMap, SINGLETONS, WORKSPACE_SINGLETONS, HOST_ONLY, WRAPPED };
