/**
 * Responsiveness: the interactions people make most, scripted in Chromium on a phone-sized page with the CPU slowed
 * four times (as Lighthouse's mobile runs), each measured as INP does — the Event Timing API's longest interaction
 * (input delay + processing + the next paint) while it happens.
 */
import { chromium } from 'playwright-core';
import { middle } from './middle.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Collects every event entry that belongs to an interaction (interactionId > 0), from the page's start. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__interactions.push({ name: e.name, duration: e.duration, id: e.interactionId, start: e.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The longest interaction since `mark` (an index into the entries), in ms; 0 when none took 16 ms or more. */
async function longestSince(page, mark) {
  // entries are reported after the next paint: give them a moment
  await page.waitForTimeout(500);
  return page.evaluate((from) => {
    const byId = new Map();
    for (const e of window.__interactions.slice(from)) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return Math.max(0, ...byId.values());
  }, mark);
}

const markOf = (page) => page.evaluate(() => window.__interactions.length);

/** Starts watching, in the page, for the first frame in which `selector` is on screen (what an interaction opens). */
const watchShown = (page, selector) =>
  page.evaluate((sel) => {
    window.__shownAt = new Promise((resolve) => {
      const tick = () => {
        const el = document.querySelector(sel);
        if (el && el.getBoundingClientRect().height > 0) requestAnimationFrame(() => resolve(performance.now()));
        else requestAnimationFrame(tick);
      };
      tick();
    });
  }, selector);

/** Ms from the interaction's first input event (since `mark`) until the watched element was painted. */
const shownSince = (page, mark) =>
  page.evaluate(async (from) => {
    const shownAt = await window.__shownAt;
    return shownAt - Math.min(...window.__interactions.slice(from).map((e) => e.start));
  }, mark);

async function signedInPage(browser, shellUrl, token) {
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(observeInteractions);
  await context.addInitScript((t) => {
    window.localStorage.setItem('token', t);
    window.localStorage.setItem('lng', 'es');
  }, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Each scenario opens its page, then measures one interaction (or a run of them, like typing). */
const SCENARIOS = [
  {
    name: 'typing in the directory search',
    async run(page, { shell }) {
      await page.goto(`${shell}/dashboard/therapists`);
      await page
        .getByRole('link', { name: /^Ver más sobre / })
        .first()
        .waitFor({ timeout: 60000 });
      // on a phone the search is in the filters sheet
      await page
        .getByRole('button', { name: /^Filtros/ })
        .first()
        .click();
      const search = page.locator('#directory-search');
      await search.waitFor();
      const mark = await markOf(page);
      await search.pressSequentially('valentina', { delay: 120 });
      return longestSince(page, mark);
    },
  },
  {
    name: 'opening a therapist',
    async run(page, { shell }) {
      await page.goto(`${shell}/dashboard/therapists`);
      const link = page.getByRole('link', { name: /^Ver más sobre / }).first();
      await link.waitFor({ timeout: 60000 });
      const mark = await markOf(page);
      await link.click();
      await page.locator('#calendly').waitFor();
      return longestSince(page, mark);
    },
  },
  {
    name: 'choosing a date',
    async run(page, { shell, detailId }) {
      await page.goto(`${shell}/dashboard/therapists/${detailId}`);
      const days = page.locator('#calendly').getByRole('table').getByRole('button', { disabled: false });
      await days.first().waitFor({ timeout: 30000 });
      const mark = await markOf(page);
      await days.nth(Math.min(2, (await days.count()) - 1)).click();
      return longestSince(page, mark);
    },
  },
  {
    name: 'opening the purchase dialog',
    async run(page, { shell }) {
      await page.goto(`${shell}/dashboard/appointments`);
      const buy = page.getByRole('button', { name: 'Comprar sesiones' });
      await buy.waitFor({ timeout: 30000 });
      // the time until the dialog's plans are on screen is reported beside the INP (its code loads on demand)
      await watchShown(page, '[role="dialog"] fieldset');
      const mark = await markOf(page);
      await buy.click();
      await page.getByRole('dialog').waitFor();
      const inp = await longestSince(page, mark);
      return { inp, shown: await shownSince(page, mark) };
    },
  },
];

/**
 * Each scenario `runs` times, each time in a fresh page: the middle run stands for it (one run on a busy 2-core machine
 * can be twice another), every run kept in `runs`.
 */
export async function measureInteractions({ urls, token, detailId, runs = 1 }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const rows = [];
  try {
    for (const scenario of SCENARIOS) {
      const measured = [];
      let error;
      for (let i = 0; i < runs && !error; i++) {
        const page = await signedInPage(browser, urls.shell, token);
        try {
          const outcome = await scenario.run(page, { shell: urls.shell, detailId });
          measured.push(
            typeof outcome === 'number' ? { inp: Math.round(outcome) } : { inp: Math.round(outcome.inp), shown: Math.round(outcome.shown) },
          );
        } catch (e) {
          error = String(e.message ?? e).split('\n')[0];
          if (process.env.BENCH_DEBUG) await page.screenshot({ path: `/tmp/bench-${rows.length}.png` });
        } finally {
          await page.context().close();
        }
      }
      if (error) rows.push({ name: scenario.name, error });
      else {
        const inps = measured.map((m) => m.inp);
        const shown = measured.filter((m) => m.shown !== undefined).map((m) => m.shown);
        rows.push({
          name: scenario.name,
          inpMs: middle(inps, (a, b) => a - b),
          ...(shown.length ? { shownMs: middle(shown, (a, b) => a - b) } : {}),
          ...(runs > 1 ? { runs: inps, ...(shown.length ? { shownRuns: shown } : {}) } : {}),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
