/**
 * Safe defaults on the host: a plain start has no demo accounts and listens on loopback; the data folder is private
 * (folders 0700, files 0600, PGlite's included) and an open one is refused; a generated signing secret lives in a
 * private file and never in the database; a configured one is never written anywhere.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db';
import { preparePrivateDataDir, UnsafeSetupError } from '../src/lib/private-data';
import { clientRegistration, createTestApp } from './helpers';
import { freePort, runScript, runToEnd, waitForHealth } from './processes';

/** Every path under `dir` with its permission bits. */
function modes(dir: string): Array<[string, number, boolean]> {
  const out: Array<[string, number, boolean]> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = lstatSync(path);
    out.push([path, st.mode & 0o777, st.isDirectory()]);
    if (st.isDirectory()) out.push(...modes(path));
  }
  return out;
}

const scratch = () => mkdtempSync(join(tmpdir(), 'aliento-private-'));

describe('a plain start of the API (embedded database, no SEED)', () => {
  const root = scratch();
  const dataDir = join(root, 'data'); // does not exist yet: the server creates it
  let child: ChildProcess | undefined;
  let out = '';
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  async function start(env: Record<string, string | undefined>) {
    const port = await freePort();
    out = '';
    child = runScript('src/main.ts', [], {
      DATABASE_URL: undefined,
      HOST: undefined,
      JWT_SECRET: undefined,
      SEED: undefined,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    });
    child.stdout?.on('data', (d) => (out += d));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, 90000);
    return base;
  }
  async function stop() {
    const exited = new Promise((r) => child?.once('exit', r));
    child?.kill('SIGTERM');
    await exited;
    child = undefined;
  }
  const signIn = (base: string, email: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Aliento-demo-2026' }),
    });

  it('has no demo accounts or mail viewer, listens on loopback, and keeps every file private', async () => {
    const base = await start({});
    expect(out).toContain('address: 127.0.0.1');
    expect(out).toContain('admin:create');
    expect((await signIn(base, 'admin@aliento.example')).status).toBe(401);
    expect((await fetch(`${base}/demo/mail`)).status).toBe(404);
    expect(await (await fetch(`${base}/api/config`)).json()).not.toHaveProperty('demoMailUrl');
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(clientRegistration()),
    });
    expect(reg.status).toBe(201);
    await stop();

    const all = modes(dataDir);
    expect(all.length).toBeGreaterThan(20); // PGlite's files are in there
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(all.filter(([, mode, dir]) => mode !== (dir ? 0o700 : 0o600))).toEqual([]);

    // the generated secret: in its private file, and nowhere in the database's files
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(48);
    const needle = Buffer.from(secret);
    const inDb = all.filter(([path, , dir]) => !dir && path.includes('pglite') && readFileSync(path).includes(needle));
    expect(inDb).toEqual([]);
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      expect((await db.query(`SELECT 1 FROM app_settings WHERE key = 'jwt_secret'`)).rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 150000);

  it('with SEED=1 (what `pnpm start` passes) loads the demo accounts and serves the mail viewer', async () => {
    const base = await start({ SEED: '1' });
    expect((await signIn(base, 'admin@aliento.example')).status).toBe(200);
    expect((await fetch(`${base}/demo/mail`)).status).toBe(200);
    expect(out).toContain('/demo/mail');
    await stop();
    expect(modes(dataDir).filter(([, mode, dir]) => mode !== (dir ? 0o700 : 0o600))).toEqual([]); // the portraits too
  }, 150000);
});

describe('refusing to run open', () => {
  it('does not start on a data folder other users can open, and says how to fix it', async () => {
    const dir = scratch();
    try {
      chmodSync(dir, 0o755);
      const res = await runToEnd('src/main.ts', [], { DATA_DIR: dir, DATABASE_URL: undefined, PORT: String(await freePort()) });
      expect(res.code).toBe(1);
      expect(res.err).toContain('Aliento API did not start');
      expect(res.err).toContain(`chmod -R go-rwx '${dir}'`);
      expect(readdirSync(dir)).toEqual([]); // nothing was written
      await expect(buildApp({ config: { dataDir: dir }, logger: false })).rejects.toThrow(UnsafeSetupError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60000);

  it('refuses a JWT_SECRET too short to be safe', async () => {
    const dir = scratch();
    try {
      await expect(buildApp({ config: { dataDir: dir, jwtSecret: 'short-secret' }, logger: false })).rejects.toThrow(/JWT_SECRET is too short/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes group and world access off what an older version left open inside the folder', () => {
    const dir = scratch();
    try {
      mkdirSync(join(dir, 'uploads', 'images'), { recursive: true, mode: 0o777 });
      writeFileSync(join(dir, 'uploads', 'images', 'a.jpg'), 'x');
      chmodSync(join(dir, 'uploads', 'images', 'a.jpg'), 0o666);
      chmodSync(join(dir, 'uploads'), 0o777);
      preparePrivateDataDir(dir);
      expect(modes(dir).map(([, mode]) => mode.toString(8))).toEqual(['700', '700', '600']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a configured JWT_SECRET', () => {
  it('is used as is and never written: no secret file, nothing in the database', async () => {
    const t = await createTestApp(); // configured with TEST_JWT_SECRET
    try {
      expect(existsSync(join(t.dataDir, 'jwt-secret'))).toBe(false);
      expect((await t.db.query(`SELECT 1 FROM app_settings WHERE key = 'jwt_secret'`)).rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
