/** Debian's Chromium driven by playwright-core: headless, no sandbox (root), background networking off. */
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (no storage) with a locale (and a time zone); records every request URL for isolation checks. */
export async function newPage(browser, { locale = 'es-MX', width = 390, height = 844, timezoneId } = {}) {
  const context = await browser.newContext({ locale, viewport: { width, height }, ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.requests = requests;
  page.pageErrors = errors;
  return page;
}

/**
 * Shows an intent as a visitor does, so a page whose app starts at the first one (the landing and the public pages
 * read first: shell/src/features/prerender/start-on-intent.ts) starts it: a key press (Shift does nothing else).
 */
export function showIntent(page) {
  return page.keyboard.press('Shift');
}

/** Waits until a remote is live: rendered by React, not the prerendered picture that the page carries. */
export async function waitForLive(page, remote) {
  await page.waitForSelector(`[data-remote="${remote}"]`, { state: 'attached' });
  await showIntent(page);
  await page.waitForFunction(() => !document.querySelector('[data-prerender]'));
}
