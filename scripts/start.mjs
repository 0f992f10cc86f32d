#!/usr/bin/env node
/**
 * `pnpm start`: builds the shell and every remote for production, then serves each as its own origin beside
 * the API in demo mode (SEED=1: demo accounts, therapists and articles, and the mail viewer). Ctrl-C stops everything.
 */
import { execSync } from 'node:child_process';
import { startStack, repoRoot } from '../packages/mf-config/bin/stack.mjs';

if (!process.argv.includes('--no-build')) {
  console.log('Building the shell and the five remotes for production…');
  execSync('pnpm run build', { cwd: repoRoot, stdio: 'inherit' });
}
// the demo: a plain API start has no demo data (packages/api/src/config.ts); SEED=0 opts out here too
const stack = await startStack({
  log: (line) => console.log(line),
  host: process.env.HOST ?? '127.0.0.1',
  apiEnv: { SEED: process.env.SEED ?? '1' },
});
console.log('\nAliento is running:');
for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(13)} ${url}`);
console.log(`\nOpen ${stack.urls.shell} (API docs at ${stack.urls.api}/api/docs, demo mailbox at ${stack.urls.api}/demo/mail)`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
