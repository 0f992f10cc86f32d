/**
 * The security headers, computed once from helmet, are exactly what @fastify/helmet sends with the same options,
 * on every kind of response (JSON, 401, 404, 413, static files).
 */
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { SECURITY_HEADERS_OPTIONS } from '../src/plugins/security-headers';
import { bearer, createTestApp, newClient, type TestApp } from './helpers';

let t: TestApp;
let expected: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const reference = Fastify({ logger: false });
  await reference.register(helmet, SECURITY_HEADERS_OPTIONS);
  reference.get('/', async () => ({}));
  const res = await reference.inject({ method: 'GET', url: '/' });
  await reference.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  expected = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !own.has(k)).map(([k, v]) => [k, String(v)]));
});
afterAll(async () => {
  await t.close();
});

it('sends every helmet header, unchanged, on every kind of response', async () => {
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']));
  expect(expected['cross-origin-resource-policy']).toBe('cross-origin');
  const c = await newClient(t.app);
  const responses = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/config' }),
    t.app.inject({ method: 'GET', url: '/api/therapists?approved=true', headers: bearer(c) }),
    t.app.inject({ method: 'GET', url: '/api/therapists?approved=true' }),
    t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    t.app.inject({ method: 'POST', url: '/api/login', payload: JSON.stringify({ email: 'a'.repeat(400_000) }), headers: { 'content-type': 'application/json' } }),
    t.app.inject({ method: 'GET', url: '/uploads/images/missing.jpg' }),
  ]);
  expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 413, 404]);
  for (const res of responses) {
    for (const [name, value] of Object.entries(expected)) expect([name, res.headers[name]]).toEqual([name, value]);
  }
});
