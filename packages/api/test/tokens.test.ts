/** Token security: tampering, alg none, expiry, wrong secret, stale versions and malformed headers are refused. */
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET, bearer, createTestApp, decode, newClient, type Actor, type TestApp } from './helpers';

let t: TestApp;
let c: Actor;
beforeAll(async () => {
  t = await createTestApp();
  c = await newClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/users/${c.id}`, headers: { ...headers, 'x-language': 'en' } });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const sign = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET, exp: number | string = '1h', alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime(exp).sign(new TextEncoder().encode(secret));

it('accepts the genuine token', async () => {
  expect((await get(bearer(c))).statusCode).toBe(200);
});

it('refuses a tampered payload', async () => {
  const [h, , s] = c.token.split('.');
  const forged = `${h}.${b64({ ...decode(c.token), roles: ['ROLE_ADMIN'] })}.${s}`;
  const res = await get(bearer(forged));
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Invalid session. Please log in again.');
});

it('refuses alg none', async () => {
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decode(c.token))}.`;
  expect((await get(bearer(none))).statusCode).toBe(401);
});

it('refuses other algorithms and other secrets', async () => {
  const claims = decode(c.token);
  delete claims.iat;
  delete claims.exp;
  expect((await get(bearer(await sign(claims, 'another-secret-that-is-long-enough')))).statusCode).toBe(401);
  expect((await get(bearer(await sign(claims, TEST_JWT_SECRET, '1h', 'HS512')))).statusCode).toBe(401);
  expect((await get(bearer(await sign(claims)))).statusCode).toBe(200); // same secret and algorithm: fine
});

it('refuses an expired token with the session-expired message', async () => {
  const claims = decode(c.token);
  delete claims.iat;
  delete claims.exp;
  const expired = await sign(claims, TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 10);
  const res = await get(bearer(expired));
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Your session has expired. Please log in again.');
});

it('refuses a token whose version is older than the database (issued before a password change)', async () => {
  await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [c.id]);
  expect((await get(bearer(c))).statusCode).toBe(401);
  await t.db.query('UPDATE users SET token_version = token_version - 1 WHERE id = $1', [c.id]);
});

it('refuses a token for a deleted user and claims of the wrong type', async () => {
  const claims = decode(c.token);
  delete claims.iat;
  delete claims.exp;
  expect((await get(bearer(await sign({ ...claims, id: '00000000-0000-4000-8000-000000000000' })))).statusCode).toBe(401);
  expect((await get(bearer(await sign({ ...claims, id: 'not-a-uuid' })))).statusCode).toBe(401);
  expect((await get(bearer(await sign({ ...claims, ver: '1' })))).statusCode).toBe(401);
});

it('refuses missing and malformed authorization headers', async () => {
  for (const h of ['', 'Bearer', 'Bearer ', 'Basic abc', `Token ${c.token}`, 'Bearer a.b.c', 'Bearer ' + 'x'.repeat(5000)]) {
    const res = await get({ authorization: h });
    expect(res.statusCode).toBe(401);
  }
  expect((await get({})).json().message).toBe('Please log in to continue.');
});
