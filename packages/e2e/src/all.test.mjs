/**
 * The browser suite: one composed production build (separate origins) and one Chromium for every journey.
 * Suites register their tests on import; the product is started before and stopped after them all.
 */
import { after, before } from 'node:test';
import { startProduct, stopProduct } from './lib/context.mjs';

before(async () => {
  await startProduct();
}, { timeout: 600000 });
after(async () => {
  await stopProduct();
});

await import('./suites/foundation.mjs');
