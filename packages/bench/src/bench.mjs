#!/usr/bin/env node
/**
 * `pnpm bench [--check] [--only build,weight,lighthouse,interactions,api] [--routes /signin,...] [--runs 5] [--no-build]`: build times, page weight per
 * route, Lighthouse page-load figures, interaction latency (INP-style, 4x CPU), and API throughput/latency beside
 * same-bytes reference routes. Prints tables, writes
 * bench-results/bench.json, and with --check exits non-zero when a budget in budgets.json is missed.
 */
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, repoRoot, waitForHttp, APPS, portsAt } from '../../mf-config/bin/stack.mjs';
import { ROUTES, DEMO_ACCOUNTS, login } from './routes.mjs';
import { measureWeights } from './weight.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { middle } from './middle.mjs';
import { benchApi } from './api.mjs';
import { measureInteractions } from './interactions.mjs';
import { checkBudgets } from './budgets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
/** An option's value, written `--name=value` or `--name value`; null when absent. */
const option = (name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : null);
const onlyArg = option('only');
const parts = new Set((onlyArg ?? 'build,weight,lighthouse,interactions,api').split(','));
// `--routes /signin,/dashboard/appointments` measures only those pages (weight, Lighthouse); --check then judges those.
const routesArg = option('routes');
const ROUTES_MEASURED = routesArg ? ROUTES.filter((r) => routesArg.split(',').includes(r.path)) : ROUTES;
// `--runs 5`: Lighthouse measures each route, and the interactions part each interaction, that many times and the
// middle run stands for it (5 with --check, whose budgets a single run on a shared machine can miss or meet by chance:
// Lighthouse's variability guide, docs/variability.md, finds the median of 5 runs about half as variable as one run;
// 1 otherwise)
const runsArg = option('runs');
const RUNS = Math.max(1, Number(runsArg ?? (check ? 5 : 1)) || 1);
// BENCH_PORT_BASE moves every port (two benches on one machine must not share them).
const BASE = Number(process.env.BENCH_PORT_BASE || 5100);
const PORTS = portsAt(BASE);
const apiDir = path.join(repoRoot, 'packages', 'api');
const kib = (b) => (b / 1024).toFixed(1);

const apiEnv = (dataDir) => ({
  ...process.env,
  DATA_DIR: dataDir,
  SEED: '0',
  BENCH_ECHO: '1',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  RATE_LIMIT_LOGIN_MAX: '1000000',
  // the login row sends 50 sign-ins of one account at once: each counts as an attempt until its password is checked
  LOGIN_LOCK_AFTER: '1000000',
  RATE_LIMIT_FORGOT_MAX: '1000000',
  RATE_LIMIT_REGISTER_MAX: '1000000',
  RATE_LIMIT_FORMS_MAX: '1000000',
  CORS_ORIGINS: Object.keys(APPS)
    .map((n) => `http://localhost:${PORTS[n]}`)
    .join(','),
});

/**
 * Where the API keeps its data: PGlite in a fresh folder, or, with DATABASE_URL set, that PostgreSQL database (which
 * the API migrates and seeds like the folder; its password is not printed).
 */
function databaseLabel(dataDir) {
  const url = process.env.DATABASE_URL;
  if (!url) return `PGlite (${dataDir})`;
  const u = new URL(url);
  return `PostgreSQL (${u.hostname}:${u.port || 5432}${u.pathname})`;
}

function topUp(dataDir, n) {
  execSync(`node --import tsx src/seed/bench-run.ts ${n}`, { cwd: apiDir, env: apiEnv(dataDir), stdio: 'inherit' });
}

async function startApi(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...apiEnv(dataDir), PORT: String(PORTS.api) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${PORTS.api}/api/config`, 120000);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  stop.pid = child.pid; // for the API part's CPU per request
  return stop;
}

/** Seconds `fn` takes. */
function timed(fn) {
  const started = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function table(title, rows, columns) {
  console.log(`\n${title}`);
  const widths = columns.map(([label, get]) => Math.max(label.length, ...rows.map((r) => String(get(r)).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(columns.map(([l]) => l)));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map(([, get]) => get(r))));
}

async function main() {
  const distMissing = Object.values(APPS).some((a) => !fs.existsSync(path.join(repoRoot, a.dir, 'dist', 'index.html')));
  const builds = [];
  if (parts.has('build') && !args.includes('--no-build')) {
    // the whole product (API, shell and the five remotes), then one remote alone, as its team builds it
    builds.push({
      name: 'all six apps and the API (pnpm run build)',
      seconds: timed(() => execSync('pnpm run build', { cwd: repoRoot, stdio: 'inherit' })),
    });
    builds.push({
      name: 'one remote alone (mfe-directory)',
      seconds: timed(() => execSync('pnpm --filter @aliento/mfe-directory run build', { cwd: repoRoot, stdio: 'inherit' })),
    });
  } else if (!args.includes('--no-build') || (distMissing && [...parts].some((p) => p !== 'api')))
    // the API part runs the API from its sources (tsx): only the page parts need the built apps
    execSync('pnpm run build', { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-bench-'));
  const result = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version } };
  if (builds.length) {
    result.build = builds;
    table('Production builds (wall time)', builds, [
      ['build', (r) => r.name],
      ['seconds', (r) => r.seconds.toFixed(1)],
    ]);
  }
  let stopApi; // stopped in `finally`, also when a part throws, so the port is free for the next run
  result.database = databaseLabel(dataDir);
  console.log(`database: ${result.database}`);
  try {
    topUp(dataDir, 50);
    stopApi = await startApi(dataDir);
    const api = `http://127.0.0.1:${PORTS.api}`;
    const tokens = {};
    for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) tokens[role] = await login(api, email);
    const list = await (
      await fetch(`${api}/api/therapists?approved=true`, { headers: { Authorization: `Bearer ${tokens.client}` } })
    )
      .json()
      .catch(() => []);
    const detailId = Array.isArray(list) && list[0] ? (list[0].user ?? list[0]._id ?? list[0].id) : undefined;
    if (parts.has('weight') || parts.has('lighthouse') || parts.has('interactions')) {
      const stack = await startStack({ api: false, ports: PORTS });
      const urls = stack.urls;
      try {
        if (parts.has('weight')) {
          result.weight = await measureWeights({ urls, routes: ROUTES_MEASURED, tokens, detailId });
          table('JavaScript + CSS transferred before the route is usable (compressed as served: brotli, else gzip; KiB)', result.weight, [
            ['route', (r) => r.route],
            ['shell', (r) => kib(r.shell)],
            ['remote', (r) => kib(r.remote)],
            ['shared', (r) => kib(r.shared)],
            ['css', (r) => kib(r.css)],
            ['total', (r) => kib(r.total)],
            ['js', (r) => kib(r.total - r.css)],
            ['requests', (r) => r.requests],
          ]);
        }
        if (parts.has('lighthouse')) {
          result.lighthouse = await runLighthouse({ urls, routes: ROUTES_MEASURED, tokens, detailId, runs: RUNS });
          const title = `Lighthouse (mobile, simulated slow 4G, 4x CPU${RUNS > 1 ? `; the middle of ${RUNS} runs` : ''})`;
          table(title, result.lighthouse, [
            ['route', (r) => r.route],
            ['score', (r) => r.score ?? 'error'],
            ['LCP ms', (r) => r.lcpMs ?? '-'],
            ['TBT ms', (r) => r.tbtMs ?? '-'],
            ['CLS', (r) => r.cls ?? '-'],
            ['FCP ms', (r) => r.fcpMs ?? r.error ?? '-'],
          ]);
          const indexes = result.lighthouse
            .map((r) => r.benchmarkIndex)
            .filter((x) => typeof x === 'number')
            .sort((a, b) => a - b);
          if (indexes.length) {
            result.lighthouseBenchmarkIndex = middle(indexes, (a, b) => a - b);
            console.log(`machine: Lighthouse benchmarkIndex ${result.lighthouseBenchmarkIndex} (middle of ${indexes.join(', ')})`);
          }
          for (const r of result.lighthouse.filter((x) => x.runs)) {
            const each = r.runs.map((x) => (x.error ? 'error' : `${x.score}/${x.lcpMs}/${x.tbtMs}`)).join(', ');
            console.log(`${r.route}: runs (score/LCP/TBT) ${each}`);
          }
          for (const r of result.lighthouse.filter((x) => x.lcpElement || x.opportunities?.length)) {
            console.log(`${r.route}: LCP ${r.lcpElement ?? '?'}; opportunities: ${r.opportunities?.join(', ') || 'none'}`);
          }
        }
        if (parts.has('interactions')) {
          result.interactions = await measureInteractions({ urls, token: tokens.client, detailId, runs: RUNS });
          const each = RUNS > 1 ? `; the middle of ${RUNS} runs` : '';
          table(`Interactions (390 px, 4x CPU): the longest, INP-style (Event Timing), ms${each}`, result.interactions, [
            ['interaction', (r) => r.name],
            ['INP ms', (r) => r.inpMs ?? r.error],
            ['runs', (r) => r.runs?.join(', ') ?? '-'],
            ['on screen ms', (r) => r.shownMs ?? '-'],
            ['on screen runs', (r) => r.shownRuns?.join(', ') ?? '-'],
          ]);
        }
      } finally {
        await stack.stop();
      }
    }
    if (parts.has('api')) {
      const rows = await benchApi({ api, therapists: 50, pid: stopApi.pid });
      await stopApi();
      stopApi = undefined;
      topUp(dataDir, 500);
      stopApi = await startApi(dataDir);
      // a catalogue ten times the seed's: 16 KB of brotli on the wire per answer, most of it the ids (checked against
      // `api.largeDirectory`)
      const large = await benchApi({ api, therapists: 500, include: ['list'], pid: stopApi.pid });
      rows.push(...large.map((row) => ({ ...row, largeCatalogue: true })));
      result.api = rows;
      table(`API (autocannon, 50 connections, ${result.database}): real route vs the same bytes from memory`, rows, [
        ['route', (r) => r.name],
        ['bytes', (r) => r.bytes ?? '-'],
        ['req/s', (r) => r.real?.rps ?? r.error],
        ['p50', (r) => r.real?.p50 ?? '-'],
        ['p99', (r) => r.real?.p99 ?? '-'],
        ['memory req/s', (r) => r.memory?.rps ?? '-'],
        ['memory p99', (r) => r.memory?.p99 ?? '-'],
        ['ratio', (r) => r.ratio ?? '-'],
        ['CPU µs/req', (r) => r.real?.cpuUs ?? '-'],
        ['memory CPU µs/req', (r) => r.memory?.cpuUs ?? '-'],
      ]);
    }
  } finally {
    await stopApi?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const outDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'bench.json'), JSON.stringify(result, null, 2));
  console.log(`\nwrote ${path.relative(repoRoot, path.join(outDir, 'bench.json'))}`);
  if (check) {
    const misses = checkBudgets(result, JSON.parse(fs.readFileSync(path.join(here, '..', 'budgets.json'), 'utf8')));
    if (misses.length) {
      console.log('\nBudgets missed:');
      for (const m of misses) console.log(`  - ${m}`);
      process.exit(1);
    }
    console.log('\nAll budgets met.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
