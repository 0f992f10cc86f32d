/**
 * The API as a cluster for the cluster suite: N replicas of the compiled API (`node dist/main.js`) on one fresh
 * PostgreSQL database, behind a small round-robin HTTP proxy written for the test (what a load balancer does:
 * a replica that refuses the connection is skipped, a request whose replica dies mid-way fails with 502).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apiCommand, repoRoot } from '../../../mf-config/bin/stack.mjs';

const apiDir = path.join(repoRoot, 'packages', 'api');
// the API's own PostgreSQL client: the suite reads the database to check what users were told
const pg = createRequire(path.join(apiDir, 'package.json'))('pg');

/** Builds packages/api/dist when it is missing or older than the sources (the cluster runs the production build). */
export function ensureCompiledApi() {
  if (!apiCommand().compiled) execFileSync('pnpm', ['--filter', '@aliento/api', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** `url` with another database name. */
export const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Creates a fresh empty database on the server of `serverUrl`; returns its URL, a pool on it and a drop function. */
export async function freshDatabase(serverUrl) {
  const name = `aliento_cluster_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  return {
    url,
    pool,
    query: (sql, params) => pool.query(sql, params),
    async drop() {
      await pool.end();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function waitForReady(url, timeoutMs, child) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`replica exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

/**
 * One API replica on `port` with its own data folder (nothing of it is shared but the database and the secret).
 * `start()` resolves once its readiness answers 200; `kill()` is a SIGKILL; `stop()` a SIGTERM drain.
 */
export function replica({ index, port, env, log = () => {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aliento-replica-${index}-`));
  const r = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    child: null,
    async start() {
      const child = spawn(process.execPath, ['dist/main.js'], {
        cwd: apiDir,
        env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (d) => log(`[api-${index}] ${String(d).trimEnd()}`));
      child.stderr.on('data', (d) => log(`[api-${index}] ${String(d).trimEnd()}`));
      r.child = child;
      await waitForReady(`${r.url}/api/health/ready`, 90_000, child);
      return r;
    },
    /** Ends the process; resolves with its exit code (null when killed by a signal) once it has exited. */
    end(signal) {
      const child = r.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
      return new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
    kill: () => r.end('SIGKILL'),
    stop: () => r.end('SIGTERM'),
    cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return r;
}

/**
 * A round-robin reverse proxy on `port` over `replicas` (their `port`s). Each answer says which replica gave it
 * (`X-Replica`). A replica that refuses the connection (down) is skipped for the next one, as a load balancer's
 * connect failure is; one that fails after taking the request fails it: 502 with `X-Proxy-Error: upstream-died`.
 * `stats` counts answers per replica and the failures.
 */
export function startProxy({ port, replicas, host = '127.0.0.1' }) {
  let next = 0;
  let trap = null;
  const stats = { answered: new Map(), failed: [] };
  const forward = (req, res, body, tried) => {
    const trapped = trap && trap.match(req) ? trap : null;
    if (trapped) trap = null;
    const up = trapped?.replica ?? replicas[next++ % replicas.length];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: up.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, connection: 'close', 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        stats.answered.set(up.index, (stats.answered.get(up.index) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': String(up.index) });
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      // nothing reached that replica: another one takes the request
      if (error.code === 'ECONNREFUSED' && tried < replicas.length) return forward(req, res, body, tried + 1);
      stats.failed.push({ method: req.method, url: req.url, replica: up.index, code: error.code });
      res.writeHead(502, {
        'content-type': 'application/json',
        'x-proxy-error': 'upstream-died',
        'x-replica': String(up.index),
        'access-control-allow-origin': req.headers.origin ?? '*',
      });
      res.end(JSON.stringify({ message: 'Bad gateway' }));
    });
    if (!trapped) return upstream.end(body);
    // the request is on its way to the replica (its head and a first byte) when the replica dies
    upstream.write(body.subarray(0, 1));
    upstream.once('socket', (socket) => socket.once('connect', () => setTimeout(() => void trapped.replica.kill().then(trapped.killed), 50)));
  };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
  });
  return new Promise((resolve) =>
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        stats,
        /**
         * The next request `match(req)` accepts goes to `replica`, which is SIGKILLed while the request is in flight
         * (sent in part): the caller gets the 502 a load balancer answers. Resolves once that replica is dead.
         */
        killDuring(match, replica) {
          return new Promise((killed) => {
            trap = { match, replica, killed };
          });
        },
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}
