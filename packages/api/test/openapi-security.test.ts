/**
 * The OpenAPI document marks exactly the routes that need a token: each operation marked public answers a
 * request without a token (never 401), each other operation answers 401 without one.
 */
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from './helpers';
import { documentedOperations, fillPath } from './openapi-operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('marks public exactly the operations that answer without a token', async () => {
  const ops = await documentedOperations(t.app);
  expect(ops.length).toBeGreaterThan(30);
  const mismatches: string[] = [];
  for (const op of ops) {
    const url = fillPath(op.path, () => randomUUID());
    const res = await t.app.inject({ method: op.method, url, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }) });
    const refused = res.statusCode === 401;
    if (refused === op.isPublic)
      mismatches.push(`${op.method} ${op.path}: documented ${op.isPublic ? 'public' : 'bearer'}, answered ${res.statusCode}`);
  }
  expect(mismatches).toEqual([]);

  const publicOps = ops.filter((o) => o.isPublic).map((o) => `${o.method} ${o.path}`);
  // the calls a visitor makes before having an account, and Stripe's webhook (signed, not bearer)
  expect(publicOps).toEqual(
    expect.arrayContaining([
      'POST /api/login',
      'POST /api/register',
      'POST /api/forgot-password',
      'POST /api/reset-password',
      'GET /api/config',
      'GET /api/health',
      'GET /api/articles',
      'POST /api/stripe/webhook',
      'POST /api/intake',
      'POST /api/contact',
    ]),
  );
  expect(ops.filter((o) => !o.isPublic).length).toBeGreaterThan(25);
});

it('declares the bearer scheme the protected operations refer to', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
});
