#!/usr/bin/env node
/**
 * `pnpm start`: builds the shell and every remote for production, then serves each as its own origin beside
 * the API (with seed data in the embedded default). Ctrl-C stops everything.
 */
import { execSync } from 'node:child_process';
import { startStack, repoRoot } from '../packages/mf-config/bin/stack.mjs';

if (!process.argv.includes('--no-build')) {
  console.log('Building the shell and the five remotes for production…');
  execSync('pnpm run build', { cwd: repoRoot, stdio: 'inherit' });
}
const stack = await startStack({ log: (line) => console.log(line), host: process.env.HOST ?? '127.0.0.1' });
console.log('\nAliento is running:');
for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(13)} ${url}`);
console.log(`\nOpen ${stack.urls.shell} (API docs at ${stack.urls.api}/api/docs)`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
