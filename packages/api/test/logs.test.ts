/** The API's log after failing requests holds the error's code and route, never passwords, hashes, tokens, links or e-mails. */
import { type Actor, bearer, clientRegistration, createTestApp, login, newUser, PASSWORD, type TestApp } from './helpers';

let t: TestApp;
let admin: Actor;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  // a registration the database refuses (as a full disk or a broken constraint would)
  await t.db.exec(`
    CREATE FUNCTION test_refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'refused by the test' USING ERRCODE = 'XX000'; END $$;
    CREATE TRIGGER test_refuse_user BEFORE INSERT ON users FOR EACH ROW WHEN (NEW.first_name = 'Fallo')
      EXECUTE FUNCTION test_refuse_user();`);
});
afterAll(async () => {
  await t.close();
});

it('keeps secrets out of the log after failing registrations, bad tokens and resets', async () => {
  const secretPassword = 'Very-secret-passphrase-91';
  const body = clientRegistration({ firstName: 'Fallo', password: secretPassword, confirmPassword: secretPassword });
  const failed = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  expect(failed.statusCode).toBe(500);

  const badToken = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InRlc3QifQ.c2lnbmF0dXJlLXNlY3JldA';
  expect((await t.app.inject({ method: 'GET', url: `/api/users/${admin.id}`, headers: { authorization: `Bearer ${badToken}` } })).statusCode).toBe(
    401,
  );

  // a reset link goes out by mail; using it twice fails the second time
  expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: admin.email } })).statusCode).toBe(200);
  const mail = await t.db.query<{ text_body: string }>(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'password-reset'`, [
    admin.email,
  ]);
  const link = /https?:\/\/\S+token=\S+/.exec(mail.rows[0].text_body)?.[0] as string;
  const resetToken = decodeURIComponent(new URL(link).searchParams.get('token') as string);
  const reset = { resetPasswordToken: resetToken, password: PASSWORD };
  expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: reset })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: reset })).statusCode).toBe(400);
  // an admin's outbox filter carries an e-mail in the query string
  const fresh = await login(t.app, admin.email);
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/admin/outbox?to=${encodeURIComponent(body.email as string)}`, headers: bearer(fresh) }))
      .statusCode,
  ).toBe(200);

  const log = lines.join('');
  expect(log.length).toBeGreaterThan(0);
  for (const secret of [secretPassword, body.email as string, 'scrypt$', badToken, resetToken, encodeURIComponent(resetToken), link, PASSWORD]) {
    expect([secret, log.includes(secret)]).toEqual([secret, false]);
  }
  // what the log does say about the failure: its code and route
  const entry = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((e) => e.msg === 'unhandled error');
  expect(entry).toMatchObject({ code: 'XX000', route: '/api/register', method: 'POST' });
});
