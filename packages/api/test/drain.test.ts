/**
 * A replica drains on SIGTERM (a real `src/main.ts` process): readiness answers 503 at once, a request in flight
 * completes, new connections are refused once the listener closes, the jobs stop and the process exits 0; a
 * request that outlives SHUTDOWN_GRACE_MS does not keep it alive.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runScript, waitFor, waitForHealth } from './processes';

jest.setTimeout(120_000);

type Replica = { child: ChildProcess; base: string; port: number; output: () => string; exited: Promise<number | null> };

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Starts `src/main.ts` on PGlite in a fresh data folder. */
async function startReplica(env: Record<string, string>): Promise<Replica> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aliento-drain-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = runScript('src/main.ts', [], {
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    JEST_WORKER_ID: undefined,
    ...env,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health/ready`, 90_000);
  return { child, base, port, output: () => output, exited };
}

/** A login whose body is only half sent: in flight until `finish()` sends the rest; resolves with the status line. */
function halfSentLogin(port: number): { socket: Socket; finish: () => void; response: Promise<string> } {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' });
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
      body.slice(0, 10),
  );
  let received = '';
  const response = new Promise<string>((resolve) => {
    socket.on('data', (d) => (received += d));
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  return { socket, finish: () => socket.write(body.slice(10)), response };
}

const refused = async (url: string) => {
  try {
    await fetch(url);
    return false;
  } catch (e) {
    return ((e as { cause?: { code?: string } }).cause?.code ?? '') === 'ECONNREFUSED';
  }
};

it('drains on SIGTERM: readiness 503 at once, the request in flight completes, new connections refused, exit 0', async () => {
  const r = await startReplica({ SHUTDOWN_DELAY_MS: '600', SHUTDOWN_GRACE_MS: '20000' });
  const inFlight = halfSentLogin(r.port);
  // the request's head has reached the server (its route is chosen before SIGTERM)
  await new Promise((res) => setTimeout(res, 300));
  r.child.kill('SIGTERM');
  await waitFor(async () => (await fetch(`${r.base}/api/health/ready`).catch(() => null))?.status === 503, 5_000, 20);
  const ready = await fetch(`${r.base}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(ready.headers.get('x-readiness')).toBe('draining');
  // liveness still answers while draining: nobody should kill it
  expect((await fetch(`${r.base}/api/health/live`)).status).toBe(200);
  // the listener closes after the delay; the request in flight keeps the process up
  await waitFor(() => refused(`${r.base}/api/health/live`), 10_000, 50);
  expect(r.child.exitCode).toBeNull();
  inFlight.finish();
  const answer = await inFlight.response;
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(answer).toContain('invalidCredentials');
  expect(await r.exited).toBe(0);
  expect(r.output()).toContain('SIGTERM: draining');
  expect(r.output()).toContain('Aliento API stopped (SIGTERM, drained)');
});

it('exits after SHUTDOWN_GRACE_MS when a request never finishes', async () => {
  const r = await startReplica({ SHUTDOWN_GRACE_MS: '1000' });
  const stuck = halfSentLogin(r.port);
  await new Promise((res) => setTimeout(res, 300));
  const start = Date.now();
  r.child.kill('SIGTERM');
  expect(await r.exited).toBe(1);
  expect(Date.now() - start).toBeLessThan(8_000);
  expect(r.output()).toContain('grace period over');
  stuck.socket.destroy();
});
