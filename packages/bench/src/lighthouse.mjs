/**
 * Page load with Lighthouse (mobile emulation, simulated slow 4G and 4x CPU slowdown, its defaults) driving
 * Debian's Chromium: performance score, LCP, TBT, CLS. Signed-in routes use a profile that already holds the
 * token, copied fresh for every run so each run starts with a cold cache.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { middle } from './middle.mjs';
import { FLAGS, LIGHTHOUSE_FLAGS } from './browser-flags.mjs';

async function profileWithToken(shellUrl, token) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-lh-profile-'));
  if (!token) return dir;
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS.filter((f) => f !== '--headless=new'),
    headless: true,
  });
  const page = await context.newPage();
  await page.goto(`${shellUrl}/remotes.json`);
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await context.close();
  // drop the HTTP cache the preparation filled, keep local storage
  for (const sub of ['Default/Cache', 'Default/Code Cache']) fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
  return dir;
}

const REPORTS = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..', 'bench-results', 'lighthouse');

/** The element Lighthouse took as the largest paint, as a short selector or snippet, and the time it waited in each phase. */
function lcpElementOf(audits) {
  const items = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node ?? items[0]?.node;
  const phases = items[1]?.items?.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ');
  return [node?.selector ?? node?.snippet, phases].filter(Boolean).join(' · ') || null;
}

/** The three opportunities Lighthouse estimates would save the most, with their savings in ms. */
function opportunitiesOf(audits) {
  return Object.values(audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
    .slice(0, 3)
    .map((audit) => `${audit.id} ${Math.round(audit.details.overallSavingsMs)} ms`);
}

/**
 * Each route measured `runs` times; the run in the middle (by score, then LCP) stands for it, as Lighthouse advises
 * (a single run on a shared machine swung a route's TBT by a second), with every run's score, LCP and TBT kept.
 */
export async function runLighthouse({ urls, routes, tokens, detailId, runs = 1 }) {
  const results = [];
  // Lighthouse's Chromium reads pages as en-US: its `/` is the English reader's landing already.
  for (const route of routes.filter((r) => !r.language)) {
    const measured = [];
    for (let run = 0; run < runs; run++) {
      let result = await measure(route, { urls, tokens, detailId });
      // "Something went wrong with recording the trace ... Please run Lighthouse again" (no navigation start in the
      // trace, seen now and then on a fresh browser profile): measured once more, as Lighthouse asks
      if (result.error?.includes('NO_NAVSTART')) result = await measure(route, { urls, tokens, detailId });
      measured.push(result);
    }
    const { lhr, ...median } = medianRun(measured);
    // the whole report of that run, to read what a route waits for (bench-results/lighthouse/<route>.json)
    if (lhr) {
      fs.mkdirSync(REPORTS, { recursive: true });
      fs.writeFileSync(path.join(REPORTS, `${route.path.replace(/[/:]+/g, '_') || '_'}.json`), JSON.stringify(lhr));
    }
    if (runs > 1) median.runs = measured.map((r) => (r.error ? { error: r.error } : { score: r.score, lcpMs: r.lcpMs, tbtMs: r.tbtMs }));
    results.push(median);
  }
  return results;
}

/** The run in the middle by score (then by LCP) among those that measured; the first error when none did. */
function medianRun(measured) {
  const ok = measured.filter((r) => !r.error);
  return ok.length ? middle(ok, (a, b) => a.score - b.score || b.lcpMs - a.lcpMs) : measured[0];
}

/** One Lighthouse run of one route, in a fresh browser profile (with the route's token). */
async function measure(route, { urls, tokens, detailId }) {
  const token = route.as ? tokens[route.as] : null;
  const userDataDir = await profileWithToken(urls.shell, token);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: LIGHTHOUSE_FLAGS,
    userDataDir,
  });
  try {
    const url = `${urls.shell}${route.path.replace(':id', detailId ?? 'unknown')}`;
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
    });
    const a = runner.lhr.audits;
    // a run Lighthouse could not measure says why (e.g. NO_LCP, or a metric's own error) instead of a TypeError
    const failed =
      runner.lhr.runtimeError ??
      ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
        .map((id) => a[id])
        .find((audit) => audit?.numericValue === undefined);
    if (failed) throw new Error(failed.message ?? failed.errorMessage ?? `${failed.id}: ${failed.explanation ?? 'not measured'}`);
    return {
      lhr: runner.lhr,
      // Lighthouse's own measure of the machine's CPU (higher is faster): tables from two machines compare only beside it
      benchmarkIndex: runner.lhr.environment?.benchmarkIndex ?? null,
      route: route.path,
      score: Math.round((runner.lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(a['first-contentful-paint'].numericValue),
      lcpElement: lcpElementOf(a),
      opportunities: opportunitiesOf(a),
    };
  } catch (error) {
    return { route: route.path, error: String(error?.message ?? error) };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
