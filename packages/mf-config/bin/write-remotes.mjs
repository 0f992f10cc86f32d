#!/usr/bin/env node
/**
 * Writes the shell's runtime remotes.json at deploy time. Each remote's manifest URL comes from an argument
 * (--marketing=https://cdn.example/marketing/mf-manifest.json), else REMOTE_<NAME>_URL, else the local default port.
 * Usage: write-remotes.mjs <shell-dist-dir> [--name=url ...]
 */
import fs from 'node:fs';
import path from 'node:path';

export const REMOTES = { marketing: 3001, directory: 3002, appointments: 3003, settings: 3004, admin: 3005 };
const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'shell/dist');
const host = process.env.REMOTES_HOST ?? 'localhost';
const remotes = {};
for (const [name, port] of Object.entries(REMOTES)) {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  const envPort = process.env[`${name.toUpperCase()}_PORT`] ?? port;
  remotes[name] = arg ? arg.slice(name.length + 3)
    : process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://${host}:${envPort}/mf-manifest.json`;
}
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'remotes.json'), JSON.stringify({ remotes }, null, 2) + '\n');
console.log(`wrote ${path.join(out, 'remotes.json')}`);
