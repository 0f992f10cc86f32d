/**
 * Page weight: the JavaScript and CSS transferred (compressed as served: brotli, else gzip) until the route is usable — its remote has
 * rendered (after a key press on the landing) and the network is idle — split into shell, remote and shared (the federation's shared chunks, found
 * in each app's mf-manifest.json).
 */
import { chromium } from 'playwright-core';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function sharedAssets(urls) {
  const shared = new Set();
  for (const origin of Object.values(urls)) {
    try {
      const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
      for (const s of manifest.shared ?? []) {
        for (const kind of ['js', 'css']) {
          for (const file of [...(s.assets?.[kind]?.sync ?? []), ...(s.assets?.[kind]?.async ?? [])]) shared.add(`${origin}/${file}`);
        }
      }
    } catch {
      // the API has no manifest
    }
  }
  return shared;
}

export async function measureWeights({ urls, routes, tokens, detailId }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const shared = await sharedAssets(urls);
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ locale: route.language === 'en' ? 'en-US' : 'es-MX', viewport: { width: 390, height: 844 } });
      const token = route.as ? tokens[route.as] : null;
      if (token) await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
      const page = await context.newPage();
      const responses = [];
      page.on('response', (r) => responses.push(r));
      const path = route.path.replace(':id', detailId ?? 'unknown');
      const started = Date.now();
      await page.goto(`${urls.shell}${path}`, { waitUntil: 'load' });
      // the landing's app starts at the visitor's first intent (shell/src/features/prerender/start-on-intent.ts):
      // what is weighed is the live page's, so the visitor presses a key (elsewhere the app has started already)
      await page.keyboard.press('Shift');
      if (route.remote) await page.waitForSelector(`[data-remote="${route.remote}"]`, { timeout: 30000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const row = {
        route: route.language ? `${route.path} (${route.language})` : route.path,
        shell: 0,
        remote: 0,
        shared: 0,
        css: 0,
        total: 0,
        requests: 0,
        ms: Date.now() - started,
        files: [],
      };
      for (const r of responses) {
        const type = r.request().resourceType();
        const ct = (await r.headerValue('content-type')) ?? '';
        const isJs = type === 'script' || ct.includes('javascript');
        const isCss = type === 'stylesheet' || ct.includes('text/css');
        if (!isJs && !isCss) continue;
        const sizes = await r
          .request()
          .sizes()
          .catch(() => null);
        const bytes = sizes?.responseBodySize ?? 0;
        const url = r.url().split('?')[0];
        row.requests += 1;
        row.total += bytes;
        row.files.push({ url, bytes });
        if (isCss) row.css += bytes;
        if (shared.has(url)) row.shared += bytes;
        else if (url.startsWith(urls.shell)) row.shell += bytes;
        else row.remote += bytes;
      }
      results.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
