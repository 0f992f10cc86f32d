/**
 * The first admin of a server without demo data: `admin:create <email>` prints a one-time link that sets the
 * password (the reset-token machinery); nobody can sign in before that.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createAdmin, FIRST_ADMIN_LINK_HOURS } from '../src/services/first-admin';
import { PASSWORD, bearer, createTestApp, login, type TestApp, uniqueEmail } from './helpers';
import { runToEnd } from './processes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

it('creates an admin whose password only the printed link can set, once', async () => {
  const email = uniqueEmail('boss');
  const { id, link } = await createAdmin({ db: t.db, config: t.app.ctx.config }, { email, firstName: 'Ana' });
  expect(link).toMatch(/^http:\/\/web\.test\/signin\?token=[\w-]{43}$/);
  const expiry = await t.db.query<{ hours: number }>(
    `SELECT round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours FROM password_reset_tokens WHERE user_id = $1`,
    [id],
  );
  expect(expiry.rows[0].hours).toBe(FIRST_ADMIN_LINK_HOURS);
  await expect(login(t.app, email, PASSWORD)).rejects.toThrow(/401/);

  const set = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { resetPasswordToken: tokenOf(link), password } });
  expect((await set(PASSWORD)).statusCode).toBe(200);
  expect((await set('Another-pass-1')).statusCode).toBe(400);
  const token = await login(t.app, email, PASSWORD);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(200);
  await expect(createAdmin({ db: t.db, config: t.app.ctx.config }, { email: email.toUpperCase() })).rejects.toMatchObject({ key: 'emailInUse' });
});

it('is a command an operator runs: prints the link, refuses a taken or invalid e-mail', async () => {
  const dataDir = join(t.dataDir, 'cli');
  // the configured database: the suite's own copy (PostgreSQL) or a fresh embedded one in DATA_DIR
  const name = process.env.DATABASE_URL ? (await t.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d : null;
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_WEB_URL: 'https://app.example',
    DATABASE_URL: name ? Object.assign(new URL(process.env.DATABASE_URL as string), { pathname: `/${name}` }).toString() : undefined,
  };
  try {
    const email = uniqueEmail('operator');
    const first = await runToEnd('src/cli/admin-create.ts', [email, '--first-name', 'Eva'], env);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(new RegExp(`Admin ${email.replace(/[.]/g, '\\.')} created.*\\nhttps://app\\.example/signin\\?token=[\\w-]{43}\\n`));
    const again = await runToEnd('src/cli/admin-create.ts', [email], env);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');
    const bad = await runToEnd('src/cli/admin-create.ts', ['not-an-email'], env);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('not a valid e-mail');
    expect((await runToEnd('src/cli/admin-create.ts', [], env)).code).toBe(2);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120000);
