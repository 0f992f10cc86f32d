#!/usr/bin/env node
/**
 * `pnpm dev`: the API (tsx watch) and every app's webpack dev server, each on its own port, with a development
 * remotes.json for the shell. Never mix a production shell with development remotes (TOOLCHAIN.md).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, portOf, repoRoot, writeRemotesJson } from '../packages/mf-config/bin/stack.mjs';

writeRemotesJson({ shellDist: path.join(repoRoot, 'shell', 'public') });
const children = [];
const run = (name, cmd, args, cwd) => {
  // development is the demo: demo accounts and the mail viewer (SEED=0 opts out)
  const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, SEED: process.env.SEED ?? '1' } });
  children.push(child);
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
};
run('api', 'pnpm', ['exec', 'tsx', 'watch', 'src/main.ts'], path.join(repoRoot, 'packages', 'api'));
for (const [name, app] of Object.entries(APPS)) {
  run(name, 'pnpm', ['exec', 'webpack', 'serve', '--mode', 'development'], path.join(repoRoot, app.dir));
  console.log(`${name.padEnd(13)} http://localhost:${portOf(name)}`);
}
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
