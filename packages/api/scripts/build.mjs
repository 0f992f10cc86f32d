/**
 * `pnpm --filter @aliento/api build`: compiles the API to plain JavaScript in dist/ so production runs `node
 * dist/main.js` without transpiling at start-up. @aliento/contracts ships TypeScript sources, so its compiled copy goes
 * to dist/node_modules/@aliento/contracts, where Node finds it first from dist/; the SQL migrations are copied beside
 * the compiled db module, which reads them from its own folder.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(api, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.build-contracts.json']) {
  execFileSync(process.execPath, [tsc, '-p', join(api, project)], { stdio: 'inherit' });
}

// the compiled contracts answer the same subpaths as the sources (`@aliento/contracts/enums`, …)
const contracts = join(dist, 'node_modules', '@aliento', 'contracts');
writeFileSync(
  join(contracts, 'package.json'),
  `${JSON.stringify({ name: '@aliento/contracts', private: true, exports: { './*': './*.js' } }, null, 2)}\n`,
);

const migrations = join(api, 'src', 'db', 'migrations');
mkdirSync(join(dist, 'db', 'migrations'), { recursive: true });
for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
  cpSync(join(migrations, file), join(dist, 'db', 'migrations', file));
}
console.log(`API compiled to ${dist} (start it with: node dist/main.js)`);
