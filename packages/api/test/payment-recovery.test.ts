/**
 * A payment that succeeded is always credited: the recovery job credits paid, uncredited intents exactly once, even
 * when the API process is killed (SIGKILL) between the processor's success and the credit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { runPaymentRecovery } from '../src/jobs/payment-recovery';
import { paymentProvider } from '../src/payments';
import { findIntent } from '../src/services/payments';
import { withDatabase } from './db-template';
import { brokenBooks } from './credit-ledger';
import { type Actor, bearer, createTestApp, newClient, TEST_JWT_SECRET, type TestApp } from './helpers';
import { freePort, waitFor, waitForHealth } from './processes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const credits = async (c: Actor) =>
  (await t.db.query<{ current_credit: number }>('SELECT current_credit FROM subscriptions WHERE client_id = $1', [c.id])).rows[0].current_credit;
async function intentFor(c: Actor, plan = 'PLAN_FOUR'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/stripe/create-payment-intent', headers: bearer(c), payload: { plan } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
/** The processor's success alone: what a process that dies right after it leaves behind. */
async function paidNotCredited(c: Actor): Promise<string> {
  const id = await intentFor(c);
  await paymentProvider(t.app.ctx).confirm(t.db, (await findIntent(t.db, id))!, card);
  return id;
}
const intentRow = async (id: string) =>
  (await t.db.query<{ status: string; credited_at: Date | null }>('SELECT status, credited_at FROM payment_intents WHERE id = $1', [id])).rows[0];

describe('runPaymentRecovery', () => {
  it('credits a paid, uncredited intent exactly once, however many runs race', async () => {
    const c = await newClient(t.app);
    const id = await paidNotCredited(c);
    expect(await intentRow(id)).toMatchObject({ status: 'succeeded', credited_at: null });
    expect(await credits(c)).toBe(1);
    const runs = await Promise.all(Array.from({ length: 6 }, () => runPaymentRecovery(t.app.ctx)));
    expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(1);
    expect(await credits(c)).toBe(5);
    expect((await runPaymentRecovery(t.app.ctx)).credited).toBe(0);
    // the client's own confirm afterwards answers as usual and credits nothing more
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/confirm-payment-intent',
      headers: bearer(c),
      payload: { paymentIntentId: id, card },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().subscription.currentCredit).toBe(5);
  });

  it('races the confirm call without crediting twice, and leaves unpaid intents alone', async () => {
    const c = await newClient(t.app);
    // another client's open intent: a new plan cancels the same client's other open intents
    const unpaid = await intentFor(await newClient(t.app), 'PLAN_ONE');
    const paid = await paidNotCredited(c);
    const [confirm] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/stripe/confirm-payment-intent', headers: bearer(c), payload: { paymentIntentId: paid, card } }),
      runPaymentRecovery(t.app.ctx),
      runPaymentRecovery(t.app.ctx),
    ]);
    expect(confirm.statusCode).toBe(201);
    expect(await credits(c)).toBe(5);
    expect(await intentRow(unpaid)).toMatchObject({ status: 'requires_payment_method', credited_at: null });
    expect(await brokenBooks(t.db)).toEqual([]);
  });
});

describe('the API process killed between the payment and the credit (PostgreSQL, real processes)', () => {
  const pgIt = process.env.DATABASE_URL ? it : it.skip;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  /** Starts the production entry point on this test's database; resolves with its base URL once it answers. */
  async function startApi(): Promise<{ child: ChildProcess; url: string }> {
    const name = (await t.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d;
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: withDatabase(process.env.DATABASE_URL as string, name),
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: t.dataDir,
        SEED: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(`${url}/api/health`);
    return { child, url };
  }
  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  const confirmVia = (url: string, c: Actor, id: string) =>
    fetch(`${url}/api/stripe/confirm-payment-intent`, {
      method: 'POST',
      headers: { ...bearer(c), 'content-type': 'application/json' },
      body: JSON.stringify({ paymentIntentId: id, card }),
    }).then(
      (r) => r.status,
      () => 0,
    );
  /** Backends of this database waiting on a lock while adding credits (the child's credit step). */
  const blockedCredits = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND state <> 'idle' AND query ILIKE '%INSERT INTO subscriptions%'`,
        )
      ).rows[0].n,
    );

  pgIt(
    'a SIGKILL after the processor succeeded: the restarted API credits it once',
    async () => {
      const c = await newClient(t.app);
      const id = await intentFor(c);
      const first = await startApi();
      // hold the client's subscription row: the child's credit step waits on it, after the processor's success
      await t.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM subscriptions WHERE client_id = $1 FOR UPDATE', [c.id]);
        const pending = confirmVia(first.url, c, id);
        await waitFor(async () => (await blockedCredits()) === 1);
        expect(await intentRow(id)).toMatchObject({ status: 'succeeded', credited_at: null });
        await killed(first.child);
        expect(await pending).toBe(0); // the connection died with the process
      });
      // the killed process's transaction never commits
      await waitFor(async () => (await blockedCredits()) === 0);
      expect(await intentRow(id)).toMatchObject({ status: 'succeeded', credited_at: null });
      expect(await credits(c)).toBe(1);

      // a new process credits it on start-up
      const second = await startApi();
      await waitFor(async () => (await intentRow(id)).credited_at !== null);
      expect(await credits(c)).toBe(5);
      const more = await Promise.all([runPaymentRecovery(t.app.ctx), runPaymentRecovery(t.app.ctx)]);
      expect(more.map((r) => r.credited)).toEqual([0, 0]);
      expect(await confirmVia(second.url, c, id)).toBe(201);
      expect(await credits(c)).toBe(5);
      expect(await brokenBooks(t.db)).toEqual([]);
      await killed(second.child);
    },
    120_000,
  );

  pgIt(
    'a SIGKILL in the middle of a burst of payments: every paid intent ends up credited exactly once',
    async () => {
      const clients = await Promise.all(Array.from({ length: 12 }, () => newClient(t.app)));
      const intents = await Promise.all(clients.map(async (c) => ({ c, id: await intentFor(c, 'PLAN_ONE') })));
      const api = await startApi();
      const burst = intents.map(({ c, id }) => confirmVia(api.url, c, id));
      const ids = intents.map((i) => i.id);
      const count = async (where: string) =>
        Number(
          (await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM payment_intents WHERE id = ANY ($1::text[]) AND ${where}`, [ids])).rows[0].n,
        );
      await waitFor(async () => (await count('credited_at IS NOT NULL')) >= 2, 30_000, 5);
      await killed(api.child);
      await Promise.all(burst);
      // whatever the kill left behind, the next process's start-up makes it whole
      await startApi();
      await waitFor(async () => (await count(`status = 'succeeded' AND credited_at IS NULL`)) === 0);
      expect(await brokenBooks(t.db)).toEqual([]);
      const balances = await Promise.all(clients.map(credits));
      expect(balances.reduce((a, b) => a + b, 0)).toBe(clients.length + (await count(`status = 'succeeded'`)));
    },
    120_000,
  );
});
