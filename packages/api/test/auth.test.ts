/** Register, login, forgot and reset password through HTTP against the real database. */
import { createHash } from 'node:crypto';
import { messages } from '@aliento/contracts/messages';
import { PASSWORD, bearer, clientRegistration, createTestApp, decode, login, newClient, providerRegistration, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function latestMail(to: string) {
  const r = await t.db.query<{ subject: string; text_body: string }>(
    'SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1',
    [to],
  );
  return r.rows[0];
}

describe('POST /api/register', () => {
  it('creates a client whose free plan waits for the confirmed e-mail (201), with a welcome mail in the request language', async () => {
    const body = clientRegistration();
    const res = await post('/api/register', body, { 'x-language': 'en-US' });
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out).toMatchObject({ message: 'successfully created account', roles: ['ROLE_CLIENT'], approved: true });
    const sub = await t.db.query<{ plan: string; current_credit: number; initial_credit: number; active: boolean }>(
      'SELECT plan, current_credit, initial_credit, active FROM subscriptions WHERE client_id = $1',
      [out.id],
    );
    // the free credit comes with the confirmed address (email-verification.test.ts)
    expect(sub.rows[0]).toEqual({ plan: 'PLAN_FREE', current_credit: 0, initial_credit: 0, active: true });
    const prefs = await t.db.query('SELECT therapist_gender, therapist_lgbtq, therapist_country_of_origin FROM client_profiles WHERE user_id = $1', [
      out.id,
    ]);
    expect(prefs.rows[0]).toEqual({ therapist_gender: 'GENDER_FEMALE', therapist_lgbtq: true, therapist_country_of_origin: 'Mexico' });
    const welcome = await latestMail(body.email as string);
    expect(welcome.subject).toBe('Welcome to Aliento: please confirm your email');
    expect(welcome.text_body).toMatch(/Confirm my email: http:\/\/web\.test\/verify-email\?token=[\w-]{43}/);
    const user = await t.db.query<{ password_hash: string; language: string }>('SELECT password_hash, language FROM users WHERE id = $1', [out.id]);
    expect(user.rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(user.rows[0].language).toBe('en');
  });

  it('creates a provider as an unapproved therapist', async () => {
    const body = providerRegistration();
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ roles: ['ROLE_THERAPIST'], approved: false });
    const th = await t.db.query('SELECT approved, specialties, whatsapp, gender FROM therapists WHERE user_id = $1', [res.json().id]);
    expect(th.rows[0]).toEqual({ approved: false, specialties: ['ANXIETY', 'STRESS'], whatsapp: '+1 305 555 0197', gender: 'GENDER_MALE' });
    expect((await latestMail(body.email as string)).subject).toBe('Recibimos tu cuenta de terapeuta en Aliento');
  });

  it('names every invalid field, in Spanish by default and in English on request', async () => {
    const bad = { role: 'client', email: 'not-an-email', password: 'short', confirmPassword: 'other' };
    const es = await post('/api/register', bad);
    expect(es.statusCode).toBe(400);
    expect(es.json().fields).toMatchObject({
      email: messages.es.invalidEmail,
      password: messages.es.passwordTooShort,
      firstName: messages.es.required,
      therapyType: messages.es.selectionRequired,
    });
    const en = await post('/api/register', { ...clientRegistration(), confirmPassword: 'Different-pass-1' }, { 'x-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'Some fields are invalid.',
      code: 'validationFailed',
      fields: { confirmPassword: 'must match initial password' },
    });
  });

  it('rejects an unknown role, a country not in the list, and a provider without whatsapp', async () => {
    expect((await post('/api/register', { ...clientRegistration(), role: 'admin' })).json().fields).toHaveProperty('role');
    expect((await post('/api/register', clientRegistration({ therapistCountryOfOrigin: 'Atlantis' }), { 'x-language': 'en' })).json().fields).toEqual(
      { therapistCountryOfOrigin: 'please choose a country from the list' },
    );
    const p = providerRegistration();
    delete (p as Record<string, unknown>).whatsapp;
    expect((await post('/api/register', p, { 'x-language': 'en' })).json().fields).toEqual({ whatsapp: 'Required' });
  });

  it('refuses a second account with the same e-mail in another case (409)', async () => {
    const body = clientRegistration();
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const again = await post('/api/register', { ...body, email: (body.email as string).toUpperCase() }, { 'x-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'emailInUse', fields: { email: messages.en.emailInUse } });
  });

  it('never answers 500 to malformed or mistyped bodies', async () => {
    const cases: { payload: string; type?: string }[] = [
      { payload: '{"role":' },
      { payload: '' },
      { payload: 'null' },
      { payload: '[]' },
      { payload: '"text"' },
      { payload: JSON.stringify({ ...clientRegistration(), therapistLGBTQ: 'yes', age: 12, email: ['a'] }) },
      { payload: 'role=client', type: 'application/x-www-form-urlencoded' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: c.payload,
        headers: { 'content-type': c.type ?? 'application/json' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('POST /api/login', () => {
  it('answers a token with exactly the spec claims plus version, session, verification, iat and exp', async () => {
    const c = await newClient(t.app);
    const res = await post('/api/login', { email: c.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const claims = decode(res.json().token);
    expect(Object.keys(claims).sort()).toEqual(
      ['approved', 'email', 'emailVerified', 'exp', 'firstName', 'iat', 'id', 'lastName', 'roles', 'sid', 'ver'].sort(),
    );
    expect(claims).toMatchObject({
      id: c.id,
      email: c.email,
      firstName: 'Rosa',
      lastName: 'Díaz',
      roles: ['ROLE_CLIENT'],
      approved: true,
      emailVerified: true,
    });
    // short-lived: the idle time (30 minutes) plus a 5-minute renewal margin (sessions.test.ts renews it)
    expect((claims.exp as number) - (claims.iat as number)).toBe(35 * 60);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const c = await newClient(t.app);
    const wrong = await post('/api/login', { email: c.email, password: 'Wrong-password-1' }, { 'x-language': 'en' });
    const unknown = await post('/api/login', { email: 'nobody@test.example', password: 'Wrong-password-1' }, { 'x-language': 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password.');
  });

  it('validates the body', async () => {
    const res = await post('/api/login', { email: 'x' }, { 'x-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'invalid email address', password: 'Required' });
  });

  it('tells a therapist under review, whose token is refused by protected routes', async () => {
    const body = providerRegistration();
    await post('/api/register', body);
    const res = await post('/api/login', { email: body.email, password: PASSWORD }, { 'x-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approved: false, message: 'Account is currently under review.' });
    const token = res.json().token;
    expect(decode(token)).toMatchObject({ approved: false, roles: ['ROLE_THERAPIST'] });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${decode(token).id}/profile`,
      headers: { ...bearer(token), 'x-language': 'en' },
      payload: { firstName: 'A', lastName: 'B', email: body.email, phoneNumber: '+1 305 555 0100' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Account is currently under review.');
    // reading their own record is allowed (status page)
    const get = await t.app.inject({ method: 'GET', url: `/api/users/${decode(token).id}`, headers: bearer(token) });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ approved: false, therapist: { approved: false } });
  });
});

describe('forgot and reset password', () => {
  const tokenFromMail = (text: string) => {
    const m = /http:\/\/web\.test\/signin\?token=([\w%-]+)/.exec(text);
    if (!m) throw new Error('no link in ' + text);
    return decodeURIComponent(m[1]);
  };

  it('answers the same whether or not the e-mail exists, and mails a link only when it does', async () => {
    const c = await newClient(t.app);
    const known = await post('/api/forgot-password', { email: c.email.toUpperCase() }, { 'x-language': 'en' });
    const unknown = await post('/api/forgot-password', { email: 'ghost@test.example' }, { 'x-language': 'en' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('a password reset link has been sent to the requested email address');
    const mail = await latestMail(c.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Aliento');
    expect(tokenFromMail(mail.text_body)).toHaveLength(43);
    const ghost = await t.db.query("SELECT 1 FROM mail_outbox WHERE to_address = 'ghost@test.example'");
    expect(ghost.rows).toHaveLength(0);
    expect((await post('/api/forgot-password', { email: 'bad' }, { 'x-language': 'en' })).json().fields).toEqual({ email: 'invalid email address' });
  });

  it('resets once with a hashed, single-use token and invalidates older sessions', async () => {
    const c = await newClient(t.app);
    await post('/api/forgot-password', { email: c.email });
    const token = tokenFromMail((await latestMail(c.email)).text_body);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [c.id]);
    expect(stored.rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.rows[0].token_hash).not.toContain(token);

    const ok = await post('/api/reset-password', { resetPasswordToken: token, password: 'Brand-new-pass-9' }, { 'x-language': 'en' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Successfully reset password. Please log in.');
    const again = await post('/api/reset-password', { resetPasswordToken: token, password: 'Another-pass-10' }, { 'x-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'resetTokenInvalid' });

    expect((await post('/api/login', { email: c.email, password: PASSWORD })).statusCode).toBe(401);
    await login(t.app, c.email, 'Brand-new-pass-9');
    // the token issued before the change is refused
    const old = await t.app.inject({ method: 'GET', url: `/api/users/${c.id}`, headers: { ...bearer(c), 'x-language': 'en' } });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Invalid session. Please log in again.');
  });

  it('refuses expired and unknown tokens and too-short passwords', async () => {
    const c = await newClient(t.app);
    await post('/api/forgot-password', { email: c.email });
    const token = tokenFromMail((await latestMail(c.email)).text_body);
    const short = await post('/api/reset-password', { resetPasswordToken: token, password: 'short' }, { 'x-language': 'en' });
    expect(short.json().fields).toEqual({ password: 'must be at least 8 characters' });
    await t.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [c.id]);
    expect((await post('/api/reset-password', { resetPasswordToken: token, password: 'Brand-new-pass-9' })).statusCode).toBe(400);
    expect((await post('/api/reset-password', { resetPasswordToken: 'made-up', password: 'Brand-new-pass-9' })).statusCode).toBe(400);
    expect((await post('/api/reset-password', {}, { 'x-language': 'en' })).json().fields).toEqual({
      resetPasswordToken: 'Required',
      password: 'Required',
    });
    await login(t.app, c.email); // unchanged
  });
});
