#!/usr/bin/env node
/**
 * Prints, at deploy time, the exact headers a static host or CDN must send for one built app: every file of its
 * dist folder and, for the shell, every route the history fallback serves. Run it after write-remotes.mjs (the
 * shell's policy names the remotes' and the API's origins) with the API's VIDEO_HOST and GA_ID in the environment.
 * Usage: write-headers.mjs <dist-dir> [--shell] [--out FILE]
 * Output (JSON): { "routes": { headers } | null, "files": { "/path": { headers } } } — see docs/deploy.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import securityHeaders from '../src/security-headers.cjs';

const { CSP_HASHES_FILE, fileHeaders, remotePageHeaders, shellOptionsFromEnv, shellPageHeaders } = securityHeaders;

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const shell = args.includes('--shell');
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : null;

function readJson(file) {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) {
    console.error(`write-headers: ${full} is missing (${file === 'remotes.json' ? 'run write-remotes.mjs first' : 'build the shell first'})`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

function filesOf(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

let page = remotePageHeaders();
if (shell) {
  const hashes = readJson(CSP_HASHES_FILE).scriptHashes;
  page = shellPageHeaders(shellOptionsFromEnv(process.env, readJson('remotes.json'), hashes));
}
const files = Object.fromEntries(
  filesOf(dist)
    .sort()
    .map((rel) => [`/${rel}`, { ...fileHeaders(rel), ...(rel.endsWith('.html') ? page : {}) }]),
);
const body = JSON.stringify({ routes: shell ? { ...fileHeaders('app.html'), ...page } : null, files }, null, 2) + '\n';
if (out) {
  fs.writeFileSync(out, body);
  console.log(`wrote the headers of ${Object.keys(files).length} files of ${dist} to ${out}`);
} else {
  process.stdout.write(body);
}
