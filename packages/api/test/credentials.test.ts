/**
 * Changing the sign-in e-mail or the password: the person needs their current password (a wrong one counts as a
 * failed sign-in), their other sessions end on every replica, the old address is told and a new one must be
 * confirmed again. An admin changes someone's credentials without knowing their password.
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@aliento/contracts/messages';
import {
  type Actor,
  PASSWORD,
  TEST_LIMITS,
  bearer,
  createTestApp,
  decode,
  linkToken,
  login,
  newClient,
  newUser,
  replicaOf,
  uniqueEmail,
  type TestApp,
} from './helpers';

let t: TestApp;
let replica: FastifyInstance;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  replica = await replicaOf(t);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const me = (app: FastifyInstance, who: Actor, token = who.token) =>
  app.inject({ method: 'GET', url: `/api/users/${who.id}`, headers: bearer(token) });
const profile = (who: Actor, body: Record<string, unknown>, as: Actor | string = who, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${who.id}/profile`,
    headers: { ...bearer(as), 'x-language': lang },
    payload: { firstName: 'Rosa', lastName: 'Díaz', email: who.email, phoneNumber: '+1 305 555 0199', ...body },
  });
const password = (who: Actor, body: Record<string, unknown>, as: Actor | string = who) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${who.id}/password`, headers: { ...bearer(as), 'x-language': 'en' }, payload: body });
const mailsTo = async (to: string) =>
  (
    await t.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at, id',
      [to],
    )
  ).rows;

describe('changing the sign-in e-mail', () => {
  it('needs the current password; names and phone alone do not', async () => {
    const c = await newClient(t.app);
    expect((await profile(c, { firstName: 'Rosita' })).statusCode).toBe(200);
    const missing = await profile(c, { email: uniqueEmail('new') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your current password' });
    const wrong = await profile(c, { email: uniqueEmail('new'), currentPassword: 'Not-my-password-1' }, c, 'es');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: messages.es.wrongCurrentPassword });
    expect((await me(t.app, c)).json().email).toBe(c.email);
  });

  it('ends the other sessions, tells the old address, and asks the new one to confirm (no free credit twice)', async () => {
    const c = await newClient(t.app);
    const laptop = await login(t.app, c.email);
    for (const app of [t.app, replica]) expect((await me(app, c, laptop)).statusCode).toBe(200);
    const email = uniqueEmail('moved');
    const res = await profile(c, { email, currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(email);
    for (const app of [t.app, replica]) {
      expect((await me(app, c, laptop)).statusCode).toBe(401);
      expect((await me(app, c)).statusCode).toBe(200); // the session that made the change goes on
    }
    const notice = (await mailsTo(c.email)).at(-1);
    expect(notice?.subject).toBe('Cambió el correo de tu cuenta de Aliento');
    expect(notice?.text_body).toContain(`${email[0]}***@test.example`);
    expect(notice?.text_body).not.toContain(email);
    // the new address is unverified until its link is used; the credit already granted is not granted again
    const renewed = await t.app.inject({ method: 'POST', url: '/api/session/renew', headers: bearer(c) });
    expect(decode(renewed.json().token)).toMatchObject({ email, emailVerified: false });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: await linkToken(t.db, email, '/verify-email') },
    });
    expect(verify.json()).toMatchObject({ freeSessionGranted: false });
    const sub = await t.db.query<{ current_credit: number }>('SELECT current_credit FROM subscriptions WHERE client_id = $1', [c.id]);
    expect(sub.rows[0].current_credit).toBe(1);
    await login(replica, email);
  });

  it('lets an admin change it without the user’s password, ending the user’s sessions', async () => {
    const c = await newClient(t.app);
    const email = uniqueEmail('by-admin');
    expect((await profile(c, { email }, admin)).statusCode).toBe(200);
    for (const app of [t.app, replica]) expect((await me(app, c)).statusCode).toBe(401);
    expect((await mailsTo(c.email)).at(-1)?.subject).toBe('Cambió el correo de tu cuenta de Aliento');
    const credentials = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/update-credentials',
      headers: bearer(admin),
      payload: { _id: c.id, firstName: 'Rosa', lastName: 'Díaz', email: c.email, roles: ['ROLE_CLIENT'] },
    });
    expect(credentials.statusCode).toBe(200);
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Cambió el correo de tu cuenta de Aliento');
  });
});

describe('changing the password', () => {
  it('needs the current password, keeps this session, ends the others and mails the owner', async () => {
    const c = await newClient(t.app);
    const phone = await login(t.app, c.email);
    expect((await password(c, { newPassword: 'Brand-new-pass-1' })).json().fields).toEqual({ currentPassword: 'Enter your current password' });
    const wrong = await password(c, { currentPassword: 'Wrong-one-123', newPassword: 'Brand-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is not correct' });
    expect((await password(c, { currentPassword: PASSWORD, newPassword: 'short' })).json().fields).toEqual({
      newPassword: 'must be at least 8 characters',
    });

    const ok = await password(c, { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password was changed.');
    for (const app of [replica, t.app]) {
      expect((await me(app, c, phone)).statusCode).toBe(401);
      expect((await me(app, c)).statusCode).toBe(200);
    }
    expect((await mailsTo(c.email)).at(-1)?.subject).toBe('Tu contraseña de Aliento cambió');
    await expect(login(t.app, c.email, PASSWORD)).rejects.toThrow(/401/);
    await login(t.app, c.email, 'Brand-new-pass-1');
  });

  it('is only the user’s own call (admins set passwords through update-credentials)', async () => {
    const c = await newClient(t.app);
    const other = await newClient(t.app);
    const body = { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-1' };
    expect((await password(c, body, other)).statusCode).toBe(403);
    expect((await password(c, body, admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${c.id}/password`, payload: body })).statusCode).toBe(401);
  });

  it('counts wrong current passwords as failed sign-ins: guessing through it locks the account', async () => {
    const strict = await createTestApp({ rateLimit: { ...TEST_LIMITS, accountFailures: 3 } });
    try {
      const c = await newClient(strict.app);
      const put = (currentPassword: string) =>
        strict.app.inject({
          method: 'PUT',
          url: `/api/users/${c.id}/password`,
          headers: { ...bearer(c), 'x-language': 'en' },
          payload: { currentPassword, newPassword: 'Brand-new-pass-1' },
        });
      for (let i = 0; i < 3; i++) expect((await put(`Guess-number-${i}`)).statusCode).toBe(400);
      const locked = await put(PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('accountLocked');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe('a password reset', () => {
  it('ends every session of the account on every replica', async () => {
    const c = await newClient(t.app);
    const other = await login(t.app, c.email);
    await replica.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: c.email } });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { resetPasswordToken: await linkToken(t.db, c.email, '/signin'), password: 'Reset-pass-123' },
    });
    expect(reset.statusCode).toBe(200);
    for (const app of [t.app, replica]) for (const token of [c.token, other]) expect((await me(app, c, token)).statusCode).toBe(401);
    const reasons = await t.db.query<{ end_reason: string }>('SELECT DISTINCT end_reason FROM sessions WHERE user_id = $1', [c.id]);
    expect(reasons.rows).toEqual([{ end_reason: 'password-reset' }]);
  });
});
