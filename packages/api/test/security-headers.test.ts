/**
 * The security headers, computed once from helmet, are exactly what @fastify/helmet sends with the same options,
 * on every response: every documented route as a client and as an admin, and every kind of error (a bad URL,
 * 404, 413, 415, 429, 500, the CORS preflight). Personal and admin answers are `no-store`; only routes holding
 * neither set their own caching.
 */
import helmet from '@fastify/helmet';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db';
import { SECURITY_HEADERS_OPTIONS } from '../src/plugins/security-headers';
import { bearer, createTestApp, newCast, TEST_JWT_SECRET, TEST_LIMITS, type Actor, type Cast, type TestApp } from './helpers';
import { documentedOperations, fillPath } from './openapi-operations';

let t: TestApp;
let cast: Cast;
let expected: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  const reference = Fastify({ logger: false });
  await reference.register(helmet, SECURITY_HEADERS_OPTIONS);
  reference.get('/', async () => ({}));
  const res = await reference.inject({ method: 'GET', url: '/' });
  await reference.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  expected = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([k]) => !own.has(k))
      .map(([k, v]) => [k, String(v)]),
  );
});
afterAll(async () => {
  await t.close();
});

/** The helmet headers `res` lacks or changed, as `[name, value]` pairs (empty when all are there). */
function missingHeaders(res: LightMyRequestResponse): Array<[string, unknown]> {
  return Object.entries(expected)
    .filter(([name, value]) => res.headers[name] !== value)
    .map(([name]) => [name, res.headers[name]]);
}

/**
 * Routes that say how they may be cached (everything else: no-store): answers with no personal or admin data, and
 * the appointment lists, personal but `private` (never in a shared cache) and revalidated on every use.
 */
const OWN_CACHING: Record<string, string> = {
  'GET /api/config': 'no-cache',
  'GET /api/articles': 'public, max-age=60',
  // the directory: the same bytes for every signed-in reader, revalidated with the version ETag
  'GET /api/therapists': 'private, no-cache',
  // a person's own appointments: kept by their browser only, revalidated with the list's version ETag
  'GET /api/appointments/client/{id}': 'private, no-cache',
  'GET /api/appointments/therapist/{id}': 'private, no-cache',
};

it('sends every helmet header, unchanged, on every kind of response', async () => {
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']));
  expect(expected['cross-origin-resource-policy']).toBe('cross-origin');
  // the API's only page (the OpenAPI viewer) runs no inline script
  expect(expected['content-security-policy']).toMatch(/script-src 'self';/);
  const responses = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/config' }),
    t.app.inject({ method: 'GET', url: '/api/therapists?approved=true', headers: bearer(cast.client) }),
    t.app.inject({ method: 'GET', url: '/api/therapists?approved=true' }),
    t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: 'a'.repeat(400_000) }),
      headers: { 'content-type': 'application/json' },
    }),
    t.app.inject({ method: 'GET', url: '/uploads/images/missing.jpg' }),
  ]);
  expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 413, 404]);
  for (const res of responses) expect(missingHeaders(res)).toEqual([]);
});

it('walks every documented route as a client and as an admin: headers everywhere, personal and admin data no-store', async () => {
  const { client, therapist, admin } = cast;
  // the admin's lists of applicants are admin data
  const applicants = await t.app.inject({ method: 'GET', url: '/api/therapists?approved=false', headers: bearer(admin) });
  expect([applicants.statusCode, applicants.headers['cache-control']]).toEqual([200, 'no-store']);
  // signing out ends the actor's session, so each actor walks it last
  const ops = (await documentedOperations(t.app)).sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
  const answeredOk = new Set<string>();
  const problems: string[] = [];
  // a payment of the client's, so the payment's state answers with real data
  const intent = (
    await t.app.inject({ method: 'POST', url: '/api/stripe/create-payment-intent', headers: bearer(client), payload: { plan: 'PLAN_ONE' } })
  ).json().id as string;
  const idFor = (path: string, param: string, actor: Actor) => {
    if (path.startsWith('/api/stripe/payment-intents/')) return intent;
    if (param === 'userId') return actor.id; // favourites: the caller's own
    if (param === 'therapistUserId' || param === 'therapistId') return therapist.id;
    if (param === 'clientId') return client.id;
    return /^\/api\/(therapists|appointments\/therapist|profile-image)\//.test(path) ? therapist.id : client.id;
  };
  const query: Record<string, string> = {
    'GET /api/therapists': '?approved=true', // the directory as the product asks for it
    'GET /api/therapists/{id}/slots': `?from=${new Date().toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`,
  };
  for (const actor of [client, admin]) {
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      const url = fillPath(op.path, (p) => idFor(op.path, p, actor)) + (query[key] ?? '');
      const res = await t.app.inject({
        method: op.method,
        url,
        headers: bearer(actor),
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      const missing = missingHeaders(res);
      if (missing.length > 0) problems.push(`${key} (${res.statusCode}) lacks ${JSON.stringify(missing)}`);
      const ok = res.statusCode < 300;
      if (ok && op.method === 'GET') answeredOk.add(key);
      const want = ok ? (OWN_CACHING[key] ?? 'no-store') : 'no-store';
      if (res.headers['cache-control'] !== want)
        problems.push(`${key} (${res.statusCode}) cache-control ${res.headers['cache-control']}, want ${want}`);
    }
  }
  expect(problems).toEqual([]);
  // the walk read real data: every documented GET answered 200 to one of the two
  // (but a session's video room, open only around its time, and a therapist's own Calendly connection, which needs a
  // Calendly app: video.test.ts and calendly-oauth.test.ts read those with real data, no-store)
  const elsewhere = new Set(['GET /api/appointments/{id}/video', 'GET /api/calendly/connection']);
  expect(
    ops
      .filter((o) => o.method === 'GET')
      .map((o) => `${o.method} ${o.path}`)
      .filter((k) => !answeredOk.has(k) && !elsewhere.has(k)),
  ).toEqual([]);
});

it('gives errors of every kind the headers and no-store: bad URL, 404, 413, 415, the preflight', async () => {
  const responses = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/users/%', headers: { 'x-language': 'en' } }),
    t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ email: 'a'.repeat(400_000) }),
      headers: { 'content-type': 'application/json' },
    }),
    t.app.inject({ method: 'POST', url: '/api/login', payload: '<login/>', headers: { 'content-type': 'text/xml' } }),
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    }),
  ]);
  expect(responses.map((r) => r.statusCode)).toEqual([400, 404, 413, 415, 204]);
  for (const res of responses) {
    expect(missingHeaders(res)).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  }
  // the bad URL answers in the error contract, in the request's language
  expect(responses[0].json()).toEqual({ message: 'This address is not valid.', code: 'malformedUrl' });
  expect(responses[4].headers['access-control-allow-origin']).toBe('http://localhost:3000');
});

it('gives a 429 and a 500 the headers and no-store', async () => {
  // a limit reached (the counters live in the database): the second contact form in the window is refused
  const limitedApp = await createTestApp({ rateLimit: { ...TEST_LIMITS, formsMax: 1 } });
  let limited;
  try {
    // (only a valid form counts: one with errors is answered by a 400 and costs nothing)
    const form = { firstName: 'L', lastName: 'P', email: 'l@example.com', info: 'Hola' };
    expect((await limitedApp.app.inject({ method: 'POST', url: '/api/contact', payload: form })).statusCode).toBe(201);
    limited = await limitedApp.app.inject({ method: 'POST', url: '/api/contact', payload: form });
  } finally {
    await limitedApp.close();
  }
  // a database that is down: every query fails (a 500 no client can cause, but the answer still carries the headers)
  const down = new Error('database is down');
  const db: Db = {
    kind: 'postgres',
    query: async () => Promise.reject(down),
    exec: async () => Promise.reject(down),
    transaction: async () => Promise.reject(down),
    close: async () => undefined,
  };
  const app = await buildApp({
    db,
    migrate: false,
    logger: false,
    config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET, rateLimit: TEST_LIMITS },
  });
  try {
    const failed = await app.inject({ method: 'GET', url: '/api/health' });
    expect([limited.statusCode, failed.statusCode]).toEqual([429, 500]);
    for (const res of [limited, failed]) {
      expect(missingHeaders(res)).toEqual([]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(failed.json().code).toBe('internalError');
  } finally {
    await app.close();
  }
});
