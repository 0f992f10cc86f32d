/** The directory's cached bytes: ETag/304, gzip, per language, and invalidation by the writes themselves. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Actor, TEST_JWT_SECRET, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';

let t: TestApp;
let replica: FastifyInstance;
let client: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  // a second API instance on the same database, with its own memory: what another replica is
  replica = await buildApp({ db: t.db, migrate: false, logger: false, config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET } });
  await replica.ready();
  client = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const list = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/therapists?approved=true', headers: { ...bearer(client), 'x-language': 'es', ...headers } });

describe('the directory cache', () => {
  it('answers a repeated request with 304 when nothing changed', async () => {
    const first = await list(t.app);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"dir-\d+-es"$/);
    const again = await list(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('sends brotli or gzip to clients that accept it, with the same content', async () => {
    const plain = await list(t.app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await list(t.app, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const br = await list(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThanOrEqual(zipped.rawPayload.length);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('keeps one set of bytes per language', async () => {
    for (const [lang, about] of [
      ['es', 'Escucho sin juzgar.'],
      ['en', 'I listen without judgement.'],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/therapists/${therapist.id}`,
        headers: { ...bearer(therapist), 'x-language': lang },
        payload: { about },
      });
      expect(res.statusCode).toBe(200);
    }
    const en = await list(t.app, { 'x-language': 'en' });
    const es = await list(t.app);
    expect(en.headers.etag).toMatch(/-en"$/);
    const about = (r: typeof en) => r.json().find((p: { _id: string }) => p._id === therapist.id).about;
    expect(about(en)).toBe('I listen without judgement.');
    expect(about(es)).toBe('Escucho sin juzgar.');
  });

  it('shows a write made through one replica on the next read of another, with a new ETag', async () => {
    const before = await list(replica);
    const etag = before.headers.etag as string;
    const newcomer = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
    expect(before.json().map((p: { _id: string }) => p._id)).not.toContain(newcomer.id);
    const approve = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/update-therapist',
      headers: bearer(admin),
      payload: { _id: newcomer.id, approved: true },
    });
    expect(approve.statusCode).toBe(200);
    const stale = await list(replica, { 'if-none-match': etag });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    expect(stale.json().map((p: { _id: string }) => p._id)).toContain(newcomer.id);
  });

  it('follows renames made directly in the database (triggers, not application code)', async () => {
    await list(replica);
    await t.db.query(`UPDATE users SET last_name = 'Renombrada' WHERE id = $1`, [therapist.id]);
    const after = await list(replica);
    expect(after.json().find((p: { _id: string }) => p._id === therapist.id).lastName).toBe('Renombrada');
  });
});

describe('version checks under load', () => {
  it('builds the list once after a change, however many requests arrive together', async () => {
    const lists: string[] = [];
    const original = t.db.query.bind(t.db);
    const spy = jest.spyOn(t.db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      if (sql.includes("'ROLE_THERAPIST' = ANY (u.roles)")) lists.push(sql);
      return original(sql, params);
    }) as typeof t.db.query);
    try {
      await t.db.query(`UPDATE users SET first_name = 'Serena' WHERE id = $1`, [therapist.id]);
      const answers = await Promise.all(Array.from({ length: 20 }, () => list(t.app)));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
      expect(answers[0].json().find((p: { _id: string }) => p._id === therapist.id).firstName).toBe('Serena');
      expect(lists).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('shares one version query among requests that arrive together, and still sees a write made just before', async () => {
    const queries: string[] = [];
    const original = t.db.query.bind(t.db);
    const spy = jest.spyOn(t.db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      if (sql.includes('cache_versions')) queries.push(sql);
      return original(sql, params);
    }) as typeof t.db.query);
    try {
      const renamed = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
      await t.db.query(`UPDATE users SET first_name = 'Justo' WHERE id = $1`, [renamed.id]);
      queries.length = 0;
      const answers = await Promise.all(Array.from({ length: 20 }, () => list(t.app)));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(answers[0].json().find((p: { _id: string }) => p._id === renamed.id).firstName).toBe('Justo');
      expect(queries.length).toBeLessThan(20);
    } finally {
      spy.mockRestore();
    }
  });
});
