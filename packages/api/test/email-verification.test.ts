/**
 * The free first session is granted once per verified mailbox: a new client can browse and buy at once, and the
 * free credit arrives with the confirmed e-mail; a second account on the same mailbox gets none.
 */
import { messages } from '@aliento/contracts/messages';
import { type Actor, TEST_LIMITS, bearer, createTestApp, decode, linkToken, newClient, type TestApp, uniqueEmail } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { ...TEST_LIMITS, mailsPerTargetHour: 2 } });
});
afterAll(async () => {
  await t.close();
});

const credits = async (c: Actor) =>
  (await t.db.query<{ current_credit: number }>('SELECT current_credit FROM subscriptions WHERE client_id = $1', [c.id])).rows[0].current_credit;
const verify = (token: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token }, headers: { 'x-language': lang } });
const resend = (c: Actor) => t.app.inject({ method: 'POST', url: '/api/verify-email/resend', headers: { ...bearer(c), 'x-language': 'en' } });

describe('before the e-mail is confirmed', () => {
  it('the client can browse and buy, and holds no free credit yet', async () => {
    const c = await newClient(t.app, {}, { verify: false });
    expect(decode(c.token)).toMatchObject({ emailVerified: false });
    expect(await credits(c)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/therapists?approved=true', headers: bearer(c) })).statusCode).toBe(200);
    const buy = await t.app.inject({ method: 'POST', url: '/api/stripe/create-payment-intent', headers: bearer(c), payload: { plan: 'PLAN_ONE' } });
    expect(buy.statusCode).toBe(201);
  });
});

describe('POST /api/verify-email', () => {
  it('confirms the address and grants the free first session once; the renewed token says so', async () => {
    const c = await newClient(t.app, {}, { verify: false });
    const token = await linkToken(t.db, c.email, '/verify-email');
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.en.emailVerifiedFreeSession, freeSessionGranted: true });
    expect(await credits(c)).toBe(1);
    const again = await verify(token, 'es');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'verifyTokenInvalid', fields: { token: messages.es.verifyTokenInvalid } });
    expect(await credits(c)).toBe(1);
    const renewed = await t.app.inject({ method: 'POST', url: '/api/session/renew', headers: bearer(c) });
    expect(decode(renewed.json().token)).toMatchObject({ emailVerified: true });
  });

  it('grants it once even when the same link is used twice at the same moment', async () => {
    const c = await newClient(t.app, {}, { verify: false });
    const token = await linkToken(t.db, c.email, '/verify-email');
    const codes = (await Promise.all([verify(token), verify(token), verify(token)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    expect(await credits(c)).toBe(1);
  });

  it('gives no second free session to the same mailbox (case, +tag, Gmail dots), even after the first account is gone', async () => {
    const name = `rosa${Date.now()}`;
    const first = await newClient(t.app, { email: `${name}@gmail.com` });
    expect(await credits(first)).toBe(1);
    await t.db.query('DELETE FROM users WHERE id = $1', [first.id]);
    for (const email of [`${name.slice(0, 2)}.${name.slice(2)}+again@GMail.com`, `${name}@googlemail.com`]) {
      const again = await newClient(t.app, { email }, { verify: false });
      const res = await verify(await linkToken(t.db, email, '/verify-email'));
      expect(res.json()).toEqual({ message: messages.en.emailVerified, freeSessionGranted: false });
      expect(await credits(again)).toBe(0);
    }
    // another mailbox at the same provider is another person
    const other = await newClient(t.app, { email: `${name}x@gmail.com` });
    expect(await credits(other)).toBe(1);
  });

  it('adds the free session beside a plan bought before confirming', async () => {
    const c = await newClient(t.app, {}, { verify: false });
    await t.db.query(`UPDATE subscriptions SET plan = 'PLAN_FOUR', current_credit = 4, initial_credit = 4 WHERE client_id = $1`, [c.id]);
    await verify(await linkToken(t.db, c.email, '/verify-email'));
    expect(await credits(c)).toBe(5);
  });

  it('refuses unknown and expired links, and a link sent to an address the account no longer has', async () => {
    expect((await verify('made-up-token')).statusCode).toBe(400);
    const c = await newClient(t.app, {}, { verify: false });
    const token = await linkToken(t.db, c.email, '/verify-email');
    await t.db.query(`UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [c.id]);
    expect((await verify(token)).statusCode).toBe(400);
    const d = await newClient(t.app, {}, { verify: false });
    const old = await linkToken(t.db, d.email, '/verify-email');
    await t.db.query('UPDATE users SET email = $2 WHERE id = $1', [d.id, uniqueEmail('elsewhere')]);
    expect((await verify(old)).statusCode).toBe(400);
    expect(await credits(d)).toBe(0);
  });
});

describe('POST /api/verify-email/resend', () => {
  it('mails a new working link, a few per hour, and says when the address is already confirmed', async () => {
    const c = await newClient(t.app, {}, { verify: false });
    const first = await resend(c);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(messages.en.verificationSent);
    const mail = await t.db.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id DESC LIMIT 1`,
      [c.email],
    );
    expect(mail.rows[0].subject).toBe('Confirma tu correo de Aliento');
    expect((await resend(c)).statusCode).toBe(200);
    const third = await resend(c);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(await linkToken(t.db, c.email, '/verify-email'))).statusCode).toBe(200);
    expect((await resend(c)).json().message).toBe(messages.en.emailAlreadyVerified);
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email/resend' })).statusCode).toBe(401);
  });
});
