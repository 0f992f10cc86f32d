#!/usr/bin/env node
/**
 * Prerenders the landing page (`/`) into the shell's index.html after a production build, so a visitor on a slow
 * phone reads it before any JavaScript has run. It serves the built shell and marketing remote, renders `/` in
 * Chromium in Spanish and in English, and writes both snapshots (plus the CSS the page injected) into
 * shell/dist/index.html; the untouched page is kept as app.html, the history fallback for every other route.
 * An inline script in the head shows the snapshot of the visitor's language, or none (signed-in visitors, other
 * paths); the shell then renders the same page over it once the marketing remote has loaded (start.tsx).
 * Without Chromium (a machine that only runs `pnpm start`) it prints a notice and leaves the build as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import securityHeaders from '../src/security-headers.cjs';
import { portsAt, repoRoot, startStack } from './stack.mjs';

const { CSP_HASHES_FILE, inlineScriptHashes } = securityHeaders;

const dist = path.join(repoRoot, 'shell', 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = Number(process.env.PRERENDER_PORT_BASE ?? 4700);
const ports = portsAt(BASE);

async function snapshot(browser, url, language) {
  const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'es-MX', viewport: { width: 390, height: 844 } });
  await context.addInitScript((lng) => window.localStorage.setItem('lng', lng), language);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('[data-remote="marketing"] h1', { timeout: 30000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const result = await page.evaluate(async () => ({
    html: document.getElementById('root').innerHTML,
    styles: [
      ...[...document.querySelectorAll('head style')].map((s) => s.textContent),
      // The production CSS files of the shell and of the marketing chunks (mini-css-extract-plugin).
      ...(await Promise.all([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => fetch(l.href).then((r) => r.text())))),
    ],
  }));
  await context.close();
  return result;
}

/** The CSS the page loaded beyond the template's inline styles (the shell's and the landing's CSS files). */
const pageCss = (styles, template) => [...new Set(styles)].filter((css) => css && !template.includes(css)).join('\n');

/** The snapshot page inlines the CSS it needs, so its first paint waits for no stylesheet request. */
const withoutStylesheetLinks = (html) => html.replace(/<link [^>]*rel="stylesheet"[^>]*>/g, '');

async function main() {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) throw new Error('shell/dist/index.html is missing: build first');
  if (!fs.existsSync(chromiumPath)) {
    console.log(`prerender: no Chromium at ${chromiumPath}; the landing page is served without a prerendered snapshot`);
    return;
  }
  const appHtml = path.join(dist, 'app.html');
  const template = fs.existsSync(appHtml) ? fs.readFileSync(appHtml, 'utf8') : fs.readFileSync(index, 'utf8');
  fs.writeFileSync(appHtml, template);
  fs.writeFileSync(index, template); // render from the plain page, never from an older snapshot
  const { chromium } = await import('playwright-core');
  const stack = await startStack({ api: false, ports });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const url = `${stack.urls.shell}/`;
    const es = await snapshot(browser, url, 'es');
    const en = await snapshot(browser, url, 'en');
    const page = withoutStylesheetLinks(template)
      .replace('</head>', `<style data-prerender-css>${pageCss([...es.styles, ...en.styles], template)}</style>\n</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div data-prerender="es">${es.html}</div><div data-prerender="en" lang="en">${en.html}</div></div>`,
      );
    if (page === template) throw new Error('the shell template has no <div id="root"></div>');
    fs.writeFileSync(index, page);
    // the pages' inline scripts, hashed again from the files as written (index.html and the history fallback)
    const scriptHashes = [...new Set([...inlineScriptHashes(page), ...inlineScriptHashes(template)])];
    fs.writeFileSync(path.join(dist, CSP_HASHES_FILE), JSON.stringify({ scriptHashes }, null, 2) + '\n');
    console.log(`prerender: / written to shell/dist/index.html (${(page.length / 1024).toFixed(0)} KiB, es + en)`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error('prerender failed:', error);
  process.exit(1);
});
