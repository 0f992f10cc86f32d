/** Liveness and readiness of a replica: live while the process answers; ready after migrations and until draining. */
import { migrationFiles } from '../src/db';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

it('answers liveness without asking anything else, never cached', async () => {
  const res = await get('/api/health/live');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
  expect(res.headers['cache-control']).toBe('no-store');
});

it('is ready once the database has every migration, and 503 while one is missing', async () => {
  const ready = await get('/api/health/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ ready: true });
  expect(ready.headers['cache-control']).toBe('no-store');
  const last = migrationFiles().at(-1)!;
  const row = (await t.db.query<{ name: string }>('SELECT name FROM schema_migrations WHERE version = $1', [last.slice(0, 3)])).rows[0];
  await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [last.slice(0, 3)]);
  try {
    const missing = await get('/api/health/ready');
    expect(missing.statusCode).toBe(503);
    expect(missing.headers['x-readiness']).toBe('migrations');
    expect(missing.json()).toEqual({ message: 'El servicio se está reiniciando. Inténtalo de nuevo en un momento.', code: 'serviceUnavailable' });
    // liveness does not depend on it: restarting would not help
    expect((await get('/api/health/live')).statusCode).toBe(200);
  } finally {
    await t.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last.slice(0, 3), row.name]);
  }
  expect((await get('/api/health/ready')).statusCode).toBe(200);
});

it('turns 503 while draining (from SIGTERM on), staying live', async () => {
  t.app.lifecycle.draining = true;
  try {
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-readiness']).toBe('draining');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().code).toBe('serviceUnavailable');
    expect((await get('/api/health/live')).statusCode).toBe(200);
  } finally {
    t.app.lifecycle.draining = false;
  }
});

it('lists both in the OpenAPI document, readiness with its 503', async () => {
  const doc = (await get('/api/docs/json')).json();
  expect(doc.paths['/api/health/live'].get.responses).toHaveProperty('200');
  expect(Object.keys(doc.paths['/api/health/ready'].get.responses).sort()).toEqual(['200', '503']);
  expect(doc.paths['/api/health/ready'].get.security ?? []).toEqual([]);
});
