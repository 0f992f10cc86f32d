/** Test helpers: a fresh app on its own copy of the migrated database, and quick ways to create users. */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type Db } from '../src/db';
import { hashPassword } from '../src/lib/passwords';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_DIR, withDatabase } from './db-template';

/** Secret used by test apps (so tests can forge tokens). */
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const PASSWORD = 'Correct-horse-8';

/** Limits far above what a suite does; a test of a limit lowers the one it tests. */
export const TEST_LIMITS: Config['rateLimit'] = {
  loginMax: 1000,
  accountFailures: 1000,
  lockMinutes: 15,
  forgotMax: 1000,
  mailsPerTargetHour: 1000,
  registerMax: 1000,
  formsMax: 1000,
  windowSeconds: 60,
  userWritesHour: 1000,
};

/** PostgreSQL's "insufficient privilege" (SQLSTATE 42501). */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test database. `WITH (FORCE)` ends the test's own leftover connections, but not an autovacuum worker that
 * happens to be cleaning it (a process of the server's superuser: "must be a member of the role whose process is being
 * terminated"); such a worker is done within moments, so the drop is tried again for up to 5 s.
 */
export async function dropWhenFree(admin: Db, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A running test app and its database. */
export type TestApp = { app: FastifyInstance; db: Db; dataDir: string; close: () => Promise<void> };

/** Opens a private database (copy of the template) and builds the app on it (logger off unless given). */
export async function createTestApp(config: Partial<Config> = {}, build: Pick<BuildAppOptions, 'logger' | 'onRoute'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aliento-api-test-'));
  let db: Db;
  let dropDb: (() => Promise<void>) | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `aliento_test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url);
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.close();
    db = await openPostgres(withDatabase(url, name));
    dropDb = async () => {
      const a = await openPostgres(url);
      try {
        await dropWhenFree(a, name);
      } finally {
        await a.close();
      }
    };
  } else {
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    db = await openPglite(join(dataDir, 'pglite'));
  }
  const app = await buildApp({
    db,
    migrate: false,
    logger: build.logger ?? false,
    onRoute: build.onRoute,
    config: {
      dataDir,
      jwtSecret: TEST_JWT_SECRET,
      publicWebUrl: 'http://web.test',
      rateLimit: TEST_LIMITS,
      ...config,
    },
  });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    close: async () => {
      await app.close();
      await db.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second API instance on the same database, with its own memory: what another replica is. */
export async function replicaOf(t: TestApp, config: Partial<Config> = {}): Promise<FastifyInstance> {
  const replica = await buildApp({
    db: t.db,
    migrate: false,
    logger: false,
    config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET, publicWebUrl: 'http://web.test', rateLimit: TEST_LIMITS, ...config },
  });
  await replica.ready();
  return replica;
}

let seq = 0;
/** A unique e-mail for a test. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++seq}@test.example`;

/** A valid client registration body. */
export function clientRegistration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'client',
    therapyType: 'THERAPY_FOR_SELF',
    age: 'AGE_18_34',
    referral: 'REFERRAL_GOOGLE',
    firstName: 'Rosa',
    lastName: 'Díaz',
    email: uniqueEmail('client'),
    phoneNumber: '+1 305 555 0199',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    therapistGender: 'GENDER_FEMALE',
    therapistLGBTQ: true,
    therapistOrientation: false,
    therapistCountryOfOrigin: 'Mexico',
    ...overrides,
  };
}

/** A valid provider registration body. */
export function providerRegistration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'provider',
    firstName: 'Pedro',
    lastName: 'Luna',
    email: uniqueEmail('provider'),
    phoneNumber: '+1 305 555 0198',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    gender: 'GENDER_MALE',
    orientation: true,
    LGBTQ: false,
    therapistCountryOfOrigin: 'Chile',
    selectedSpecialties: ['ANXIETY', 'STRESS'],
    certifications: 'LMHC',
    whatsapp: '+1 305 555 0197',
    facebook: '',
    ...overrides,
  };
}

/** Logs in and returns the token (fails the test on a non-200). */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** A signed-in user of a test. */
export type Actor = { id: string; email: string; token: string };

/** The `?token=` of the latest mail to `to` holding a link to `path` (`/verify-email`, `/signin`). */
export async function linkToken(db: Db, to: string, path: string): Promise<string> {
  const r = await db.query<{ text_body: string }>(
    `SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND text_body LIKE '%' || $2 || '?token=%'
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [to, path],
  );
  const m = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(r.rows[0]?.text_body ?? '');
  if (!m) throw new Error(`no ${path} link mailed to ${to}`);
  return decodeURIComponent(m[1]);
}

/** Confirms the client's e-mail with the mailed link, as they would (this grants the free first session). */
export async function verifyEmail(app: FastifyInstance, db: Db, email: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: await linkToken(db, email, '/verify-email') } });
  if (res.statusCode !== 200) throw new Error(`verify ${email}: ${res.statusCode} ${res.body}`);
}

/**
 * Registers a client through the API, confirms the e-mail through the mailed link (the free credit comes with it;
 * `verify: false` leaves the account unverified), and logs in.
 */
export async function newClient(app: FastifyInstance, overrides: Record<string, unknown> = {}, opts: { verify?: boolean } = {}): Promise<Actor> {
  const body = clientRegistration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  if (opts.verify !== false) await verifyEmail(app, app.ctx.db, body.email as string);
  return { id: res.json().id, email: body.email as string, token: await login(app, body.email as string) };
}

/** Inserts a user with the given roles directly (therapists approved unless told otherwise) and logs in. */
export async function newUser(app: FastifyInstance, db: Db, roles: string[], opts: { approved?: boolean; email?: string } = {}): Promise<Actor> {
  const email = opts.email ?? uniqueEmail(roles[0].toLowerCase());
  const r = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, roles)
     VALUES ($1, $2, 'Test', 'User', '+1 555 0100', $3::text[]) RETURNING id`,
    [email, await hashPassword(PASSWORD), roles],
  );
  const id = r.rows[0].id;
  if (roles.includes('ROLE_THERAPIST')) {
    await db.query('INSERT INTO therapists (user_id, approved) VALUES ($1, $2)', [id, opts.approved ?? true]);
  }
  return { id, email, token: await login(app, email) };
}

/** The actors most suites start with: two clients (the first owns what is tested), an approved therapist, an admin. */
export interface Cast {
  client: Actor;
  other: Actor;
  therapist: Actor;
  admin: Actor;
}

export async function newCast(t: TestApp): Promise<Cast> {
  const client = await newClient(t.app);
  const other = await newClient(t.app);
  const therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  const admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  return { client, other, therapist, admin };
}

/** Authorization header for an actor. */
export const bearer = (a: Actor | string) => ({ authorization: `Bearer ${typeof a === 'string' ? a : a.token}` });

/** Decodes a JWT payload without verifying (tests only). */
export function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
