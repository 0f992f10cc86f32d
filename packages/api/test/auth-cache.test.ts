/**
 * The bearer check's user cache: every replica keeps users in memory, yet a token revoked through any replica (or
 * directly in the database) is refused on the very next request on every replica, and what the check reads about
 * the user (roles, approval) is never stale. Under load, warm requests cost one shared version query.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Actor, PASSWORD, TEST_JWT_SECRET, bearer, createTestApp, login, newClient, newUser, type TestApp } from './helpers';

let t: TestApp;
let replica: FastifyInstance;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  // a second API instance on the same database, with its own memory: what another replica is
  replica = await buildApp({ db: t.db, migrate: false, logger: false, config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET } });
  await replica.ready();
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const me = (app: FastifyInstance, who: Actor, token = who.token) =>
  app.inject({ method: 'GET', url: `/api/users/${who.id}`, headers: { ...bearer(token), 'x-language': 'en' } });
const directory = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/therapists?approved=true', headers: { ...bearer(token), 'x-language': 'en' } });
const asAdmin = (app: FastifyInstance, method: 'PUT', url: string, payload: object) => app.inject({ method, url, headers: bearer(admin), payload });

/** Both replicas have the user cached (each answered twice). */
async function warm(who: Actor): Promise<void> {
  for (const app of [t.app, replica, t.app, replica]) expect((await me(app, who)).statusCode).toBe(200);
}

async function expectRefusedEverywhere(who: Actor, token = who.token): Promise<void> {
  for (const app of [replica, t.app]) {
    const res = await me(app, who, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid session. Please log in again.');
  }
}

describe('a revoked token is refused on the next request on every replica', () => {
  it('after an admin sets a new password through another replica', async () => {
    const c = await newClient(t.app);
    await warm(c);
    const res = await asAdmin(t.app, 'PUT', '/api/admin/update-credentials', {
      _id: c.id,
      firstName: 'Rosa',
      lastName: 'Díaz',
      email: c.email,
      newPassword: 'Admin-set-pass-1',
      confirmNewPassword: 'Admin-set-pass-1',
      roles: ['ROLE_CLIENT'],
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedEverywhere(c);
    const fresh = await login(replica, c.email, 'Admin-set-pass-1');
    for (const app of [t.app, replica]) expect((await me(app, c, fresh)).statusCode).toBe(200);
  });

  it('after a password reset through the e-mailed link on the other replica', async () => {
    const c = await newClient(t.app);
    await warm(c);
    await replica.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: c.email } });
    const mail = await t.db.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1',
      [c.email],
    );
    const link = /signin\?token=([\w%-]+)/.exec(mail.rows[0].text_body);
    const reset = await replica.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { resetPasswordToken: decodeURIComponent(link?.[1] ?? ''), password: 'Brand-new-pass-9' },
    });
    expect(reset.statusCode).toBe(200);
    await expectRefusedEverywhere(c);
  });

  it('after a role change', async () => {
    const c = await newClient(t.app);
    await warm(c);
    const res = await asAdmin(replica, 'PUT', '/api/admin/update-credentials', {
      _id: c.id,
      firstName: 'Rosa',
      lastName: 'Díaz',
      email: c.email,
      roles: ['ROLE_CLIENT', 'ROLE_ADMIN'],
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedEverywhere(c);
    const promoted = await login(t.app, c.email, PASSWORD);
    const list = await replica.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(promoted) });
    expect(list.statusCode).toBe(200);
  });

  it('after a token version bump made directly in the database, and back', async () => {
    const c = await newClient(t.app);
    await warm(c);
    await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [c.id]);
    await expectRefusedEverywhere(c);
    await t.db.query('UPDATE users SET token_version = token_version - 1 WHERE id = $1', [c.id]);
    await warm(c);
  });

  it('after the user is deleted', async () => {
    const c = await newClient(t.app);
    await warm(c);
    await t.db.query('DELETE FROM users WHERE id = $1', [c.id]);
    await expectRefusedEverywhere(c);
  });
});

describe('what the check reads about the user is current on every replica', () => {
  it('a therapist suspended through one replica is refused by the other at once, and admitted again when approved', async () => {
    const th = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    for (const app of [t.app, replica]) expect((await directory(app, th.token)).statusCode).toBe(200);
    const suspend = await asAdmin(t.app, 'PUT', '/api/admin/update-therapist', { _id: th.id, approved: false });
    expect(suspend.statusCode).toBe(200);
    for (const app of [replica, t.app]) {
      const res = await directory(app, th.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('accountUnderReview');
    }
    await t.db.query('UPDATE therapists SET approved = true WHERE user_id = $1', [th.id]);
    for (const app of [replica, t.app]) expect((await directory(app, th.token)).statusCode).toBe(200);
  });

  it('a client promoted to admin in the database (token version bumped with it) needs a new token, which then works', async () => {
    const c = await newClient(t.app);
    await warm(c);
    await t.db.query(`UPDATE users SET roles = ARRAY['ROLE_CLIENT','ROLE_ADMIN'], token_version = token_version + 1 WHERE id = $1`, [c.id]);
    await expectRefusedEverywhere(c);
    const token = await login(replica, c.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('cost under load', () => {
  it('warm requests arriving together share one version query and read no user', async () => {
    const c = await newClient(t.app);
    await warm(c);
    expect((await directory(t.app, c.token)).statusCode).toBe(200);
    const queries: string[] = [];
    const original = t.db.query.bind(t.db);
    const spy = jest.spyOn(t.db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return original(sql, params);
    }) as typeof t.db.query);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => directory(t.app, c.token)));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      // the bearer check and the directory both use the one snapshot the batch shares
      expect(queries.filter((q) => q.includes('cache_versions')).length).toBeLessThanOrEqual(2);
      expect(queries.filter((q) => !q.includes('cache_versions'))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a forged or expired token is still refused with a warm cache', async () => {
    const c = await newClient(t.app);
    await warm(c);
    const [h, p] = c.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    for (const app of [t.app, replica]) expect((await me(app, c, forged)).statusCode).toBe(401);
  });
});
