/**
 * The registry of apps (packages/core/src/apps/apps.json) for the Node tooling: the stack, the dev servers, the
 * webpack configs, prerender, the browser tests and the bench read the apps, their folders and ports from here.
 */
const path = require('path');

const registry = require('../../core/src/apps/apps.json');

/** App name -> { name, dir, port, mount?, access?, links? } for the shell and every remote, in registry order. */
const APPS = Object.fromEntries(registry.apps.map(({ folder, ...app }) => [app.name, { ...app, dir: folder }]));
/** The remotes' names (every app but the shell). */
const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');
const API_PORT = registry.api.port;

/**
 * Every app's port moved to `base` (the shell at base, each remote at the same distance from it as by default, the
 * API at base + 80): several stacks (tests, bench, prerender) share a machine without sharing a port.
 */
function portsAt(base) {
  const shift = base - APPS.shell.port;
  return { ...Object.fromEntries(Object.values(APPS).map((app) => [app.name, app.port + shift])), api: base + 80 };
}

/** The app whose folder is `dir` (an absolute path or a folder name). */
function appInFolder(dir) {
  const folder = path.basename(dir);
  const app = Object.values(APPS).find((a) => a.dir === folder);
  if (!app) throw new Error(`no app in folder ${folder} in apps.json`);
  return app;
}

module.exports = { APPS, REMOTE_NAMES, API_PORT, portsAt, appInFolder };
