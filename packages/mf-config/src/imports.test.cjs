/**
 * A library that travels inside a workspace singleton (WRAPPED in shared.cjs) must never be imported directly by
 * app code: webpack would bundle a private copy, with its own router or i18n context, next to the shared one.
 */
const fs = require('fs');
const path = require('path');
const { WRAPPED } = require('./shared.cjs');

const repo = path.resolve(__dirname, '..', '..', '..');

function sources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const apps = fs.readdirSync(repo).filter((d) => d === 'shell' || d.startsWith('mfe-'));
const kit = { '@aliento/core': 'core', '@aliento/i18n': 'i18n', '@aliento/ui': 'ui' };
/** Workspace packages that are no singleton: bundled into each remote that uses them, so held to the same rule. */
const bundled = ['checkout'];

describe('imports of wrapped libraries', () => {
  it.each(Object.entries(WRAPPED))('%s is imported only through %s', (lib, owner) => {
    const dirs = [
      ...apps.map((a) => path.join(repo, a, 'src')),
      ...[...Object.values(kit), ...bundled].map((k) => path.join(repo, 'packages', k, 'src')),
    ];
    const ownerDir = path.join(repo, 'packages', kit[owner], 'src');
    const direct = new RegExp(`from '${lib.replace('/', '\\/')}'`);
    const offenders = dirs.flatMap(sources).filter((file) => !file.startsWith(ownerDir) && direct.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(repo, f))).toEqual([]);
  });
});

describe('imports of files that are not code', () => {
  // jest answers every .css/.svg/.png import with a stub and TypeScript does not check them: only a build would fail
  it('points every relative stylesheet or asset import at a file that exists', () => {
    const dirs = [
      ...apps.map((a) => path.join(repo, a, 'src')),
      ...['core', 'ui', 'i18n', 'dev-host', ...bundled].map((k) => path.join(repo, 'packages', k, 'src')),
    ];
    const missing = [];
    for (const file of dirs.flatMap(sources)) {
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/(?:import|from)\s+'(\.{1,2}\/[^']+\.(?:css|svg|png|jpe?g|webp|avif|pdf))'/g)) {
        if (!fs.existsSync(path.resolve(path.dirname(file), spec))) missing.push(`${path.relative(repo, file)}: ${spec}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
