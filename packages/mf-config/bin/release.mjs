#!/usr/bin/env node
/**
 * Releases one remote on its own schedule: builds it for production into a versioned folder (releases/<remote>/<version>/,
 * never overwritten) and points the shell's remotes.json at that version; the shell is not rebuilt. Rolling back points
 * remotes.json at what it named before. Every change is written to releases/<remote>/history.json.
 *
 *   pnpm release <remote> [--version 1.2.0] [--url https://cdn.example/releases] [--remotes shell/dist/remotes.json]
 *   pnpm release <remote> --version 1.2.0-x --contract 2   build for another shell contract major (a shell of another
 *                                           major shows that remote's fallback: how a test proves the check)
 *   pnpm release <remote> --to 1.1.0        point at a version released before (no build)
 *   pnpm release <remote> --rollback        point back at what remotes.json named before the last release
 *
 * --url (else RELEASES_URL, else http://localhost:3090) is where the releases folder is served, e.g. locally
 * `node packages/mf-config/bin/serve.mjs releases --port 3090`; --dir (else RELEASES_DIR, else releases/) is the folder.
 * Every build records the shell contract major it was made for (packages/core/package.json "contract.major", unless
 * --contract) in its mf-manifest.json; the shell loads only remotes of its own major (docs/architecture.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { APPS, REMOTE_NAMES, repoRoot } from './stack.mjs';

const { declaredContractMajor } = createRequire(import.meta.url)('../src/contract.cjs');

export const DEFAULT_RELEASES_URL = 'http://localhost:3090';

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);
const writeJson = (file, value) => fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n');

/**
 * Builds `remote` at `version` into `folder` (the production build the shell loads, with its version and the shell
 * contract major it is made for in the manifest).
 */
function build(remote, version, folder, contract) {
  const dir = path.join(repoRoot, APPS[remote].dir);
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, APP_VERSION: version, OUT_DIR: folder, STANDALONE: '', SHELL_CONTRACT_MAJOR: String(contract) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const buildInfo = readJson(path.join(folder, 'mf-manifest.json'), null)?.metaData?.buildInfo;
  if (buildInfo?.buildVersion !== version) throw new Error(`the build in ${folder} does not carry version ${version}`);
  if (buildInfo?.shellContract !== contract) throw new Error(`the build in ${folder} does not carry shell contract ${contract}`);
}

/**
 * The shell contract major of the shell whose remotes.json is rewritten: its mf-manifest.json beside remotes.json
 * (shell/dist), else the one packages/core/package.json declares.
 */
function shellContractOf(remotesFile) {
  return contractOf(path.dirname(remotesFile)) ?? declaredContractMajor();
}

/** The shell contract major a released build records in its mf-manifest.json (undefined when none). */
function contractOf(folder) {
  return readJson(path.join(folder, 'mf-manifest.json'), null)?.metaData?.buildInfo?.shellContract;
}

/**
 * @param {object} o
 * @param {string} o.remote
 * @param {'release' | 'to' | 'rollback'} [o.action]
 * @param {string} [o.version]   for release (default: the remote's package.json version) and to
 * @param {number} [o.contract]  for release: the shell contract major to build for (default: the declared one)
 * @param {string} [o.url]       where the releases folder is served
 * @param {string} [o.remotes]   the remotes.json to rewrite
 * @param {string} [o.dir]       the releases folder
 * @returns {{ remote: string, version?: string, contract?: number, shellContract: number, entry: string, previous: string | null }}
 */
export function release({
  remote,
  action = 'release',
  version,
  contract,
  url = process.env.RELEASES_URL ?? DEFAULT_RELEASES_URL,
  remotes = path.join(repoRoot, 'shell', 'dist', 'remotes.json'),
  dir = process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
}) {
  if (!REMOTE_NAMES.includes(remote)) throw new Error(`unknown remote "${remote}": one of ${REMOTE_NAMES.join(', ')}`);
  if (!fs.existsSync(remotes)) throw new Error(`${remotes} does not exist: build the shell first (pnpm build) or give --remotes`);
  const manifest = readJson(remotes);
  const previous = manifest.remotes?.[remote] ?? null;
  const historyFile = path.join(dir, remote, 'history.json');
  const history = readJson(historyFile, []);
  let entry;
  if (action !== 'release' && contract !== undefined) throw new Error('--contract is for a new release (a build)');
  if (action === 'rollback') {
    const last = [...history].reverse().find((h) => h.action !== 'rollback' && h.entry === previous && h.previous && h.previous !== h.entry);
    if (!last) throw new Error(`nothing to roll back: remotes.json names ${previous}, which no release of ${remote} put there`);
    entry = last.previous;
    version = undefined;
  } else {
    version ??= readJson(path.join(repoRoot, APPS[remote].dir, 'package.json')).version;
    if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) throw new Error(`"${version}" is not a version (e.g. 1.2.0 or 1.2.0-rc.1)`);
    const folder = path.join(dir, remote, version);
    if (action === 'release') {
      if (fs.existsSync(folder)) throw new Error(`${folder} exists: a release is never overwritten (choose a new --version, or --to ${version})`);
      contract ??= declaredContractMajor();
      if (!Number.isInteger(contract) || contract < 1) throw new Error(`--contract "${contract}" is not a positive integer`);
      build(remote, version, folder, contract);
    } else if (!fs.existsSync(path.join(folder, 'remoteEntry.js'))) {
      throw new Error(`${remote} ${version} was never released (no ${folder}/remoteEntry.js)`);
    }
    entry = `${url.replace(/\/+$/, '')}/${remote}/${version}/remoteEntry.js`;
    contract = contractOf(folder);
  }
  writeJson(remotes, { ...manifest, remotes: { ...manifest.remotes, [remote]: entry } });
  fs.mkdirSync(path.dirname(historyFile), { recursive: true });
  writeJson(historyFile, [...history, { action, version, contract, entry, previous, at: new Date().toISOString() }]);
  return { remote, version, contract, shellContract: shellContractOf(remotes), entry, previous };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      contract: { type: 'string' },
      to: { type: 'string' },
      rollback: { type: 'boolean' },
      url: { type: 'string' },
      remotes: { type: 'string' },
      dir: { type: 'string' },
    },
  });
  const [remote] = positionals;
  if (!remote) throw new Error(`usage: pnpm release <remote> [--version v | --to v | --rollback] (remotes: ${REMOTE_NAMES.join(', ')})`);
  const options = Object.fromEntries(Object.entries({ url: values.url, remotes: values.remotes, dir: values.dir }).filter(([, v]) => v));
  const action = values.rollback ? 'rollback' : values.to ? 'to' : 'release';
  const contract = values.contract === undefined ? undefined : Number(values.contract);
  const done = release({ remote, action, version: values.to ?? values.version, contract, ...options });
  const built = done.contract === undefined ? '' : ` (built for shell contract ${done.contract})`;
  console.log(`${remote}: remotes.json now names ${done.entry}${built}${done.previous ? ` (was ${done.previous})` : ''}`);
  if (done.contract !== undefined && done.contract !== done.shellContract) {
    console.warn(
      `release: warning: the shell implements contract ${done.shellContract}: it shows ${remote}'s fallback until remotes.json names a build for it`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(`release: ${error.message}`);
    process.exit(1);
  });
}
