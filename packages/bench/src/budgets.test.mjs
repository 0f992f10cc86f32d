/** `node --test packages/bench/src`: what `pnpm bench --check` calls a miss. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { checkBudgets } from './budgets.mjs';

const budgets = JSON.parse(fs.readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'));

const apiRow = (name, realP99, memoryP99, extra = {}) => ({
  name,
  ratio: 0.9,
  real: { rps: 3000, p99: realP99 },
  memory: { rps: 3300, p99: memoryP99 },
  ...extra,
});

test('an appointment list answers to 25 ms at p99 whatever the same bytes take', () => {
  const misses = checkBudgets({ api: [apiRow('GET /api/appointments/client/{id}', 26, 40)] }, budgets);
  assert.deepEqual(misses, ['GET /api/appointments/client/{id}: p99 26 ms > 25 ms']);
  assert.deepEqual(checkBudgets({ api: [apiRow('GET /api/appointments/therapist/{id}', 25, 10)] }, budgets), []);
});

test('the seeded directory answers to 25 ms; the ten-times catalogue to its own bytes when they take longer', () => {
  assert.deepEqual(checkBudgets({ api: [apiRow('GET /api/therapists?approved=true (50)', 32, 35)] }, budgets), [
    'GET /api/therapists?approved=true (50): p99 32 ms > 25 ms',
  ]);
  const large = (real, memory) => apiRow('GET /api/therapists?approved=true (500)', real, memory, { largeCatalogue: true });
  // the same bytes from memory at 35 ms: the route may take up to 1.5x that
  assert.deepEqual(checkBudgets({ api: [large(32, 35)] }, budgets), []);
  assert.deepEqual(checkBudgets({ api: [large(60, 35)] }, budgets), [
    "GET /api/therapists?approved=true (500): p99 60 ms > 53 ms (1.5x the same bytes' 35 ms)",
  ]);
  // the same bytes fast: the 25 ms budget holds
  assert.deepEqual(checkBudgets({ api: [large(30, 12)] }, budgets), ['GET /api/therapists?approved=true (500): p99 30 ms > 25 ms']);
});

test('a list slower than half its bytes from memory misses, at any size', () => {
  const slow = { ...apiRow('GET /api/therapists?approved=true (500)', 20, 20, { largeCatalogue: true }), ratio: 0.4 };
  assert.deepEqual(checkBudgets({ api: [slow] }, budgets), ['GET /api/therapists?approved=true (500): 0.4x of the same bytes from memory < 0.5x']);
});

test('Lighthouse: the landing needs 97, other routes 90, and every route the LCP, TBT and CLS budgets', () => {
  const row = (route, score, tbtMs) => ({ route, score, lcpMs: 1000, tbtMs, cls: 0 });
  assert.deepEqual(checkBudgets({ lighthouse: [row('/', 96, 10), row('/signin', 90, 200), row('/dashboard/therapists', 95, 201)] }, budgets), [
    '/: Lighthouse 96 < 97',
    '/dashboard/therapists: TBT 201 ms > 200 ms',
  ]);
});
