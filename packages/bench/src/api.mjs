/**
 * API speed: throughput and p50/p99 latency with autocannon (50 connections) for the directory list (with 50 and
 * 500 therapists), a client's and a therapist's appointments, and login — each beside a reference route of the same server that
 * sends the same response bytes from memory, measured in the same run, so the ratio is what counts.
 *
 * Both routes get a browser's Accept-Encoding, and the reference replays the real route's body exactly as it was
 * sent (gzip or brotli included) with its Content-Type/Content-Encoding, so they put the same bytes on the wire.
 * Both are warmed up before the measured runs. A run that gets anything but 2xx answers, or a reference that
 * cannot be stored, throws instead of printing a ratio.
 */
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { claimsOf, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from './routes.mjs';

/** What a browser sends with every fetch (Chromium). */
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };
/** Response headers the echo route replays with the bytes. */
const REPLAYED = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'];
/** Unmeasured load on each route of a pair before its measured runs. */
const WARM_UP_SECONDS = 2;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One request whose body comes back as sent on the wire (fetch would decode gzip). */
function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * CPU time (user + system, µs) the API process has used so far, from /proc (Linux; null elsewhere or without a pid).
 * Per request it is steadier than req/s on a shared machine: other processes slow the server down, but do not make
 * it work more per request. With PostgreSQL, the database's own processes are not counted.
 */
function cpuMicros(pid) {
  if (!pid) return null;
  try {
    // the fields after the command name, which is in parentheses and may contain spaces
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the line)
    return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** A measured run, with the server's CPU per answered request (µs) when the API's pid is known. */
async function measured(opts, pid) {
  const before = cpuMicros(pid);
  const r = await run(opts);
  const after = cpuMicros(pid);
  r.cpuUs = before === null || after === null ? null : Math.round((after - before) / Math.max(1, r.requests.total));
  return r;
}

function assertClean(label, r) {
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
    throw new Error(`bench ${label}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts out of ${r.requests.total} requests`);
  }
}

async function pair({ api, name, method = 'GET', path, headers = {}, body, duration, connections, pid }) {
  const sent = { ...BROWSER_HEADERS, ...headers };
  const first = await rawRequest(`${api}${path}`, { method, headers: sent, body });
  if (first.status < 200 || first.status >= 300) throw new Error(`bench ${name}: HTTP ${first.status} ${first.bytes.toString().slice(0, 200)}`);
  const replayed = Object.fromEntries(REPLAYED.filter((h) => typeof first.headers[h] === 'string').map((h) => [h, first.headers[h]]));
  const key = name
    .replace(/[^a-z0-9]/gi, '-')
    .toLowerCase()
    .slice(0, 64);
  const echo = `${api}/api/_bench/echo/${key}`;
  const put = await rawRequest(echo, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream', 'X-Echo-Headers': JSON.stringify(replayed) },
    body: first.bytes,
  });
  if (put.status < 200 || put.status >= 300)
    throw new Error(`bench ${name}: storing the reference bytes failed: HTTP ${put.status} ${put.bytes.toString().slice(0, 200)}`);
  const check = await rawRequest(echo, { method, headers: sent, body });
  if (check.status !== 200 || !check.bytes.equals(first.bytes) || check.headers['content-encoding'] !== first.headers['content-encoding']) {
    throw new Error(
      `bench ${name}: the reference route does not answer the same bytes (HTTP ${check.status}, ${check.bytes.length} vs ${first.bytes.length} bytes)`,
    );
  }
  const common = { connections, duration, headers: sent, method, body };
  // warm both up (JIT, caches, sockets) before measuring, so the route measured first is not the colder one
  for (const url of [`${api}${path}`, echo]) assertClean(`${name} (warm-up)`, await run({ ...common, url, duration: WARM_UP_SECONDS }));
  const real = await measured({ ...common, url: `${api}${path}` }, pid);
  assertClean(`${name} (real)`, real);
  const ref = await measured({ ...common, url: echo }, pid);
  assertClean(`${name} (same bytes)`, ref);
  const summary = (r) => ({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuUs: r.cpuUs,
  });
  const s = summary(real);
  const m = summary(ref);
  return {
    name,
    bytes: first.bytes.length,
    encoding: first.headers['content-encoding'] ?? 'identity',
    real: s,
    memory: m,
    ratio: Number((s.rps / Math.max(1, m.rps)).toFixed(2)),
  };
}

/**
 * @param {{ api: string, therapists: number, duration?: number, connections?: number, include?: string[], pid?: number }} o
 *   `pid`: the API's process, to report its CPU per request
 */
export async function benchApi({ api, therapists, duration = 8, connections = 50, include = ['list', 'appointments', 'login'], pid }) {
  const token = await login(api, DEMO_ACCOUNTS.client);
  const auth = { Authorization: `Bearer ${token}` };
  const rows = [];
  if (include.includes('list')) {
    rows.push(
      await pair({
        api,
        name: `GET /api/therapists?approved=true (${therapists})`,
        path: '/api/therapists?approved=true',
        headers: auth,
        duration,
        connections,
        pid,
      }),
    );
  }
  if (include.includes('appointments')) {
    const { id } = claimsOf(token);
    rows.push(
      await pair({
        api,
        name: 'GET /api/appointments/client/{id}',
        path: `/api/appointments/client/${id}`,
        headers: auth,
        duration,
        connections,
        pid,
      }),
    );
    const therapistToken = await login(api, DEMO_ACCOUNTS.therapist);
    rows.push(
      await pair({
        api,
        name: 'GET /api/appointments/therapist/{id}',
        path: `/api/appointments/therapist/${claimsOf(therapistToken).id}`,
        headers: { Authorization: `Bearer ${therapistToken}` },
        duration,
        connections,
        pid,
      }),
    );
  }
  if (include.includes('login')) {
    rows.push(
      await pair({
        api,
        name: 'POST /api/login',
        method: 'POST',
        path: '/api/login',
        duration,
        connections,
        pid,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD }),
      }),
    );
  }
  return rows;
}
