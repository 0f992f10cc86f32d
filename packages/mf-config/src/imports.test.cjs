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

describe('imports of wrapped libraries', () => {
  it.each(Object.entries(WRAPPED))('%s is imported only through %s', (lib, owner) => {
    const dirs = [...apps.map((a) => path.join(repo, a, 'src')), ...Object.values(kit).map((k) => path.join(repo, 'packages', k, 'src'))];
    const ownerDir = path.join(repo, 'packages', kit[owner], 'src');
    const direct = new RegExp(`from '${lib.replace('/', '\\/')}'`);
    const offenders = dirs.flatMap(sources).filter((file) => !file.startsWith(ownerDir) && direct.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(repo, f))).toEqual([]);
  });
});
