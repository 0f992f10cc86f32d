/** Server-wide behaviour: config, docs, static images, CORS, security headers, errors, migrations and seed. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imagesDir } from '../src/app';
import { migrate } from '../src/db';
import { seed } from '../src/seed';
import { imageName } from '../src/storage/images';
import { DEMO_PASSWORD } from '../src/seed/data';
import { bearer, createTestApp, decode, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ videoHost: 'https://video.example', gaId: 'G-TEST', stripeSecretKey: undefined });
});
afterAll(async () => {
  await t.close();
});

it('GET /api/config answers the public configuration', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    payments: { mode: 'local' },
    videoHost: 'https://video.example',
    analyticsId: 'G-TEST',
    scheduling: { calendly: false, calendlyConnect: false },
    session: { idleSeconds: 1800, warningSeconds: 120 },
  });
});

it('reports stripe mode with the publishable key when a secret key is configured', async () => {
  const s = await createTestApp({
    stripeSecretKey: 'sk_test_x',
    stripePublishableKey: 'pk_test_y',
    stripeWebhookSecret: 'whsec_x',
    cmsUrl: 'https://cms.example',
  });
  try {
    const res = await s.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ payments: { mode: 'stripe', publishableKey: 'pk_test_y' } });
    expect(res.body).not.toContain('sk_test_x');
    // the blog reads the CMS through /api/articles: the browser is never told where the CMS is
    expect(res.body).not.toContain('cms.example');
  } finally {
    await s.close();
  }
});

it('serves the OpenAPI document and docs page', async () => {
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(doc.statusCode).toBe(200);
  const paths = Object.keys(doc.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/login', '/api/register', '/api/forgot-password', '/api/reset-password', '/api/users/{id}', '/api/admin/users']),
  );
  // the login body is a named component (test/openapi.test.ts checks the document in depth)
  const loginBody = doc.json().paths['/api/login'].post.requestBody.content['application/json'].schema;
  expect(loginBody).toEqual({ $ref: '#/components/schemas/LoginRequestInput' });
  expect(doc.json().components.schemas.LoginRequestInput.properties).toHaveProperty('email');
  expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
});

it('serves stored images with type and caching, and nothing from the data folder', async () => {
  const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
  const { hash, name } = imageName(bytes, 'png');
  await t.app.ctx.images.put(hash, 'image/png', bytes);
  const res = await t.app.inject({ method: 'GET', url: `/uploads/images/${name}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  mkdirSync(imagesDir(t.dataDir), { recursive: true });
  writeFileSync(join(imagesDir(t.dataDir), 'pic.png'), bytes);
  writeFileSync(join(imagesDir(t.dataDir), 'notes.txt'), 'secret');
  expect((await t.app.inject({ method: 'GET', url: '/uploads/images/pic.png' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/uploads/images/notes.txt' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/uploads/images/..%2f..%2fpglite%2fPG_VERSION' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/uploads/images/missing.jpg' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: `/uploads/images/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
});

it('allows configured CORS origins only and sends security headers', async () => {
  const ok = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/login',
    headers: {
      origin: 'http://localhost:3002',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-language',
    },
  });
  expect(ok.statusCode).toBe(204);
  expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  const bad = await t.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'http://evil.example' } });
  expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  expect(bad.headers['x-content-type-options']).toBe('nosniff');
  expect(bad.headers['strict-transport-security']).toBeDefined();
});

it('answers unknown routes 404 and oversized bodies 413 in the requested language', async () => {
  const nf = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-language': 'en-GB' } });
  expect(nf.statusCode).toBe(404);
  expect(nf.json()).toEqual({ message: 'This address does not exist.', code: 'routeNotFound' });
  const big = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: JSON.stringify({ email: 'a'.repeat(400_000) }),
    headers: { 'content-type': 'application/json' },
  });
  expect(big.statusCode).toBe(413);
  expect(big.json().message).toBe('La solicitud es demasiado grande.');
});

it('applies migrations once (re-running is a no-op)', async () => {
  expect(await migrate(t.db)).toEqual([]);
  const r = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  expect(r.rows.map((x) => x.version)).toContain('001');
});

it('seeds the demo data idempotently: admin, approved therapists with images, applicants and clients', async () => {
  const created = await seed(t.db, { dataDir: t.dataDir });
  expect(created).toBeGreaterThanOrEqual(1 + 14 + 2 + 4);
  expect(await seed(t.db, { dataDir: t.dataDir })).toBe(0);
  const approved = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM therapists WHERE approved AND profile_image IS NOT NULL');
  expect(approved.rows[0].n).toBeGreaterThanOrEqual(12);
  const pending = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM therapists WHERE NOT approved');
  expect(pending.rows[0].n).toBe(2);
  const img = await t.db.query<{ profile_image: string }>('SELECT profile_image FROM therapists WHERE approved LIMIT 1');
  const res = await t.app.inject({ method: 'GET', url: `/uploads/images/${img.rows[0].profile_image}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');

  const adminToken = await login(t.app, 'admin@aliento.example', DEMO_PASSWORD);
  expect(decode(adminToken)).toMatchObject({ roles: ['ROLE_ADMIN'], approved: true });
  const client = await login(t.app, 'cliente@aliento.example', DEMO_PASSWORD);
  const sub = await t.db.query('SELECT plan, current_credit FROM subscriptions WHERE client_id = $1', [decode(client).id]);
  expect(sub.rows[0]).toEqual({ plan: 'PLAN_FREE', current_credit: 1 });
  const therapist = await login(t.app, 'terapeuta@aliento.example', DEMO_PASSWORD);
  expect(decode(therapist)).toMatchObject({ roles: ['ROLE_THERAPIST'], approved: true });
  const me = await t.app.inject({ method: 'GET', url: `/api/users/${decode(therapist).id}`, headers: { ...bearer(therapist), 'x-language': 'en' } });
  expect(me.json().therapist.about).toMatch(/^I am a Colombian psychologist/);
  expect(me.json().therapist.aboutI18n.es).toMatch(/^Soy psicóloga colombiana/);
});
