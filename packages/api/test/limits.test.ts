/**
 * Limits that hold: sign-in per account (a lock with a mail to the owner) and per address (without locking out the
 * other people at that address), reset mails per target, costly writes per user; counters in the database, shared
 * by two app instances on one database and kept across a restart; TRUST_PROXY off by default.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Actor, PASSWORD, TEST_JWT_SECRET, TEST_LIMITS, bearer, createTestApp, newClient, newUser, replicaOf, type TestApp } from './helpers';

const LIMITS: Config['rateLimit'] = { ...TEST_LIMITS, accountFailures: 5, loginMax: 12, mailsPerTargetHour: 3, forgotMax: 6, userWritesHour: 2 };

let t: TestApp;
let replica: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: LIMITS });
  replica = await replicaOf(t, { rateLimit: LIMITS });
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const signIn = (app: FastifyInstance, email: string, password: string, from = '203.0.113.7', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: from, headers: { 'x-language': 'en', ...headers } });
const mailsTo = async (to: string, kind: string) =>
  (await t.db.query('SELECT 1 FROM mail_outbox WHERE lower(to_address) = lower($1) AND kind = $2', [to, kind])).rows.length;

describe('sign-in per account', () => {
  it('10 wrong tries on one account from one address lock that account only: the next person there signs in', async () => {
    const victim = await newClient(t.app);
    const neighbour = await newClient(t.app);
    const codes: number[] = [];
    // alternating replicas: the counter is in the database
    for (let i = 0; i < 10; i++) codes.push((await signIn(i % 2 ? replica : t.app, victim.email, `Guess-${i}-password`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await signIn(t.app, neighbour.email, PASSWORD)).statusCode).toBe(200);

    // the lock holds even with the right password (a guess would otherwise be confirmed), says why, and when to retry
    const locked = await signIn(replica, victim.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'accountLocked' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await mailsTo(victim.email, 'signin-locked')).toBe(1);
  });

  it('answers an unknown e-mail exactly like a real one (no mail to anyone)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(t.app, 'nobody.here@test.example', `Guess-${i}-password`, '198.51.100.9')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await mailsTo('nobody.here@test.example', 'signin-locked')).toBe(0);
  });

  it('a successful sign-in ends a run of failures; the lock ends with its time, or with a password reset', async () => {
    const c = await newClient(t.app);
    // each run from its own address: this test is about the account
    const tryAs = (password: string, from: string) => signIn(t.app, c.email, password, from).then((r) => r.statusCode);
    for (let i = 0; i < 4; i++) expect(await tryAs('Wrong-password-1', '203.0.113.20')).toBe(401);
    expect(await tryAs(PASSWORD, '203.0.113.20')).toBe(200);
    for (let i = 0; i < 5; i++) expect(await tryAs('Wrong-password-1', '203.0.113.21')).toBe(401);
    expect(await tryAs(PASSWORD, '203.0.113.21')).toBe(429);
    // the lock time passes
    await t.db.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'signin-account:%'`);
    expect(await tryAs(PASSWORD, '203.0.113.21')).toBe(200);

    for (let i = 0; i < 5; i++) await tryAs('Wrong-password-1', '203.0.113.22');
    expect(await tryAs(PASSWORD, '203.0.113.22')).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: c.email } });
    const mail = await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND kind = 'password-reset' ORDER BY created_at DESC LIMIT 1`,
      [c.email],
    );
    const token = decodeURIComponent(/signin\?token=([\w%-]+)/.exec(mail.rows[0].text_body)?.[1] ?? '');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { resetPasswordToken: token, password: 'After-reset-1' } }))
        .statusCode,
    ).toBe(200);
    expect(await tryAs('After-reset-1', '203.0.113.22')).toBe(200);
  });

  it('guesses sent all at once on two replicas still get at most the allowed number of password checks', async () => {
    const c = await newClient(t.app);
    const codes = (
      await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(i % 2 ? replica : t.app, c.email, `Guess-${i}-password`, '198.51.100.77')))
    ).map((r) => r.statusCode);
    expect(codes.filter((s) => s === 401)).toHaveLength(5);
    expect(codes.filter((s) => s === 429)).toHaveLength(11);
  });
});

describe('sign-in per address', () => {
  it('stops someone trying many accounts from one address, not the other addresses', async () => {
    const from = '192.0.2.50';
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await signIn(i % 2 ? replica : t.app, `someone${i}@test.example`, 'Some-password-1', from)).statusCode);
    expect(codes.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(codes.slice(12)).toEqual([429, 429]);
    const c = await newClient(t.app);
    expect((await signIn(t.app, c.email, PASSWORD, from)).statusCode).toBe(429);
    expect((await signIn(t.app, c.email, PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins (a family or an office signing in all day)', async () => {
    const c = await newClient(t.app);
    for (let i = 0; i < 14; i++) expect((await signIn(i % 2 ? replica : t.app, c.email, PASSWORD, '192.0.2.60')).statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  it('mails a target address at most 3 times an hour whoever asks, with the same answer every time', async () => {
    const c = await newClient(t.app);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? replica : t.app).inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: c.email.toUpperCase() },
        remoteAddress: `198.18.0.${i + 1}`,
      });
      answers.push([res.statusCode, res.json().message]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0][0]).toBe(200);
    expect(await mailsTo(c.email, 'password-reset')).toBe(3);
  });

  it('answers 429 past RATE_LIMIT_FORGOT_MAX requests from one address', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: `x${i}@test.example` }, remoteAddress: '198.18.1.1' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('costly signed-in writes per user', () => {
  const intent = (app: FastifyInstance, who: Actor) =>
    app.inject({
      method: 'POST',
      url: '/api/stripe/create-payment-intent',
      headers: { ...bearer(who), 'x-language': 'en' },
      payload: { plan: 'PLAN_ONE' },
    });

  it('limits payment intents per user across replicas and restarts, without touching other users', async () => {
    const c = await newClient(t.app);
    expect((await intent(t.app, c)).statusCode).toBe(201);
    expect((await intent(replica, c)).statusCode).toBe(201);
    const third = await intent(t.app, c);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    const other = await newClient(t.app);
    expect((await intent(replica, other)).statusCode).toBe(201);
    // a restarted server (a new instance on the same database) still counts them
    const restarted = await buildApp({
      db: t.db,
      migrate: false,
      logger: false,
      config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET, rateLimit: LIMITS },
    });
    try {
      expect((await intent(restarted, c)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('limits bookings and uploads the same way', async () => {
    const therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    const c = await newClient(t.app);
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointments/therapist/${therapist.id}/user/${c.id}`,
        headers: bearer(c),
        payload: { therapist: therapist.id, client: c.id, clientEmail: c.email, startTime: new Date(Date.now() + 86400000 * 3).toISOString() },
      });
    const codes = [(await book()).statusCode, (await book()).statusCode, (await book()).statusCode];
    expect(codes[2]).toBe(429);
    expect(codes.slice(0, 2)).not.toContain(429);
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile-image',
        headers: { ...bearer(therapist), 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--x--\r\n',
      });
    expect([(await upload()).statusCode, (await upload()).statusCode]).not.toContain(429);
    expect((await upload()).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For does not change whose attempts are counted', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await signIn(t.app, `spoof${i}@test.example`, 'Some-password-1', '192.0.2.90', { 'x-forwarded-for': `10.9.${i}.1` });
      codes.push(res.statusCode);
    }
    expect(codes.slice(12)).toEqual([429, 429]);
  });

  it('believes the named proxy: each forwarded client has its own count', async () => {
    const behind = await replicaOf(t, { rateLimit: LIMITS, trustProxy: '127.0.0.1' });
    try {
      for (let i = 0; i < 14; i++) {
        const res = await signIn(behind, `proxied${i}@test.example`, 'Some-password-1', '127.0.0.1', { 'x-forwarded-for': `10.8.${i}.1` });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await behind.close();
    }
  });
});

describe('the counters', () => {
  it('keep no address or e-mail in clear', async () => {
    const rows = await t.db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { key } of rows.rows) {
      expect(key).toMatch(/^[a-z-]+:[\w-]{32}$/);
      expect(key).not.toMatch(/@|203\.0|192\.0/);
    }
  });
});
