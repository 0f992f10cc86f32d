/**
 * The browser suite: one composed production build (separate origins) and one Chromium for every journey.
 * Suites register their tests on import; the product is started before and stopped after them all.
 */
import fs from 'node:fs';
import { after, before } from 'node:test';
import { startProduct, stopProduct } from './lib/context.mjs';

before(
  async () => {
    await startProduct();
  },
  { timeout: 600000 },
);
after(async () => {
  await stopProduct();
});

// E2E_SUITES=foundation,auth runs only those suites (default: every file in suites/).
const only = process.env.E2E_SUITES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const suites = fs
  .readdirSync(new URL('./suites/', import.meta.url))
  .filter((f) => f.endsWith('.mjs'))
  .sort();
for (const file of suites) {
  if (!only || only.includes(file.replace(/\.mjs$/, ''))) await import(`./suites/${file}`);
}
