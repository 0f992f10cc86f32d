#!/usr/bin/env node
/**
 * Writes the shell's runtime remotes.json at deploy time: the API origin (--api=https://api.example, else API_URL,
 * else the local default) and each remote's entry URL (--marketing=https://cdn.example/marketing/remoteEntry.js,
 * else REMOTE_<NAME>_URL, else the local default port). Redeploying or rolling back a remote is a new remotes.json.
 * Usage: write-remotes.mjs <shell-dist-dir> [--api=url] [--name=url ...]
 */
import path from 'node:path';
import { APPS, writeRemotesJson } from './stack.mjs';

const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'shell/dist');
const fromArg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const overrides = {};
for (const name of ['api', ...Object.keys(APPS).filter((n) => n !== 'shell')]) {
  const value = fromArg(name) ?? (name === 'api' ? process.env.API_URL : process.env[`REMOTE_${name.toUpperCase()}_URL`]);
  if (value) overrides[name] = value;
}
const body = writeRemotesJson({ host: process.env.REMOTES_HOST ?? 'localhost', overrides, file: path.join(out, 'remotes.json') });
console.log(`wrote ${path.join(out, 'remotes.json')}`);
console.log(JSON.stringify(body, null, 2));
