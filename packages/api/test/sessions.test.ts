/**
 * Sessions live in the database: signing out ends one on every replica at once, tokens are short-lived and renewed
 * while the session is open, and a session ends at its fixed end whatever the activity.
 */
import type { FastifyInstance } from 'fastify';
import { type Actor, bearer, createTestApp, decode, login, newClient, newUser, replicaOf, type TestApp } from './helpers';

let t: TestApp;
let replica: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  replica = await replicaOf(t);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const me = (app: FastifyInstance, who: Actor, token = who.token) =>
  app.inject({ method: 'GET', url: `/api/users/${who.id}`, headers: { ...bearer(token), 'x-language': 'en' } });
const logout = (app: FastifyInstance, token: string, reason?: string) =>
  app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token), payload: reason ? { reason } : {} });
const renew = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/session/renew', headers: { ...bearer(token), 'x-language': 'en' } });

describe('sign-out ends the session on the server', () => {
  it('refuses the token on every replica right after, while the same person’s other session keeps working', async () => {
    const c = await newClient(t.app);
    const phone = await login(t.app, c.email);
    for (const app of [t.app, replica, t.app, replica]) expect((await me(app, c)).statusCode).toBe(200); // both caches warm
    const out = await logout(replica, c.token);
    expect(out.statusCode).toBe(200);
    expect(out.headers['cache-control']).toBe('no-store');
    for (const app of [t.app, replica]) {
      const res = await me(app, c);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid session. Please log in again.');
      expect((await renew(app, c.token)).statusCode).toBe(401);
      expect((await me(app, c, phone)).statusCode).toBe(200);
    }
    const row = await t.db.query<{ end_reason: string }>('SELECT end_reason FROM sessions WHERE id = $1', [decode(c.token).sid]);
    expect(row.rows[0].end_reason).toBe('signout');
  });

  it('records an idle sign-out as such, and a second sign-out of the same token is refused', async () => {
    const c = await newClient(t.app);
    expect((await logout(t.app, c.token, 'idle')).statusCode).toBe(200);
    const row = await t.db.query<{ end_reason: string }>('SELECT end_reason FROM sessions WHERE id = $1', [decode(c.token).sid]);
    expect(row.rows[0].end_reason).toBe('idle');
    expect((await logout(t.app, c.token)).statusCode).toBe(401);
    expect((await logout(t.app, c.token, 'whatever')).statusCode).toBe(401); // refused before the body is read
  });

  it('needs a token, and a therapist under review can sign out too', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', payload: {} })).statusCode).toBe(401);
    const applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
    expect(decode(applicant.token).approved).toBe(false);
    expect((await logout(t.app, applicant.token)).statusCode).toBe(200);
  });
});

describe('short tokens, renewed while the session is open', () => {
  it('renews into a token of the same session with the current names, never past the idle time plus margin', async () => {
    const c = await newClient(t.app);
    await t.db.query(`UPDATE users SET first_name = 'Rosalía' WHERE id = $1`, [c.id]);
    const res = await renew(replica, c.token);
    expect(res.statusCode).toBe(200);
    const fresh = decode(res.json().token);
    expect(fresh).toMatchObject({ id: c.id, sid: decode(c.token).sid, firstName: 'Rosalía', emailVerified: true });
    expect((fresh.exp as number) - (fresh.iat as number)).toBe(35 * 60);
    for (const app of [t.app, replica]) expect((await me(app, c, res.json().token)).statusCode).toBe(200);
  });

  it('ends at the fixed end of the session: no token outlives it, renewal is refused after it', async () => {
    const short = await createTestApp({ session: { idleSeconds: 1800, warningSeconds: 120, maxSeconds: 90 } });
    try {
      const c = await newClient(short.app);
      const claims = decode(c.token);
      expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(90);
      await short.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [claims.sid]);
      const res = await renew(short.app, c.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sessionExpired');
    } finally {
      await short.close();
    }
  });

  it('refuses a token whose session belongs to someone else, or does not exist', async () => {
    const a = await newClient(t.app);
    const b = await newClient(t.app);
    // b's session id under a's id: signed by the server, but not a session of a
    await t.db.query('UPDATE sessions SET user_id = $1 WHERE id = $2', [b.id, decode(a.token).sid]);
    expect((await me(t.app, a)).statusCode).toBe(401);
    await t.db.query('DELETE FROM sessions WHERE id = $1', [decode(b.token).sid]);
    expect((await me(replica, b)).statusCode).toBe(401);
  });
});
