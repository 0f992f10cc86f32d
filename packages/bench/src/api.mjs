/**
 * API speed: throughput and p50/p99 latency with autocannon (50 connections) for the directory list (with 50 and
 * 500 therapists), a client's appointments, and login — each beside a reference route of the same server that
 * sends the same response bytes from memory, measured in the same run, so the ratio is what counts.
 */
import autocannon from 'autocannon';
import { claimsOf, DEMO_ACCOUNTS, login } from './routes.mjs';

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function pair({ api, name, method = 'GET', path, headers = {}, body, duration, connections }) {
  const first = await fetch(`${api}${path}`, { method, headers, body });
  const bytes = Buffer.from(await first.arrayBuffer());
  if (!first.ok) return { name, error: `HTTP ${first.status}` };
  const key = name.replace(/[^a-z0-9]/gi, '-').toLowerCase();
  await fetch(`${api}/api/_bench/echo/${key}`, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: bytes });
  const common = { connections, duration, headers, method, body };
  const real = await run({ ...common, url: `${api}${path}` });
  const ref = await run({ ...common, url: `${api}/api/_bench/echo/${key}` });
  const summary = (r) => ({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
  const s = summary(real);
  const m = summary(ref);
  return { name, bytes: bytes.length, real: s, memory: m, ratio: Number((s.rps / Math.max(1, m.rps)).toFixed(2)) };
}

/** @param {{ api: string, therapists: number, duration?: number, connections?: number, include?: string[] }} o */
export async function benchApi({ api, therapists, duration = 8, connections = 50, include = ['list', 'appointments', 'login'] }) {
  const token = await login(api, DEMO_ACCOUNTS.client);
  const auth = { Authorization: `Bearer ${token}` };
  const rows = [];
  if (include.includes('list')) {
    rows.push(await pair({ api, name: `GET /api/therapists?approved=true (${therapists})`, path: '/api/therapists?approved=true', headers: auth, duration, connections }));
  }
  if (include.includes('appointments')) {
    const { id } = claimsOf(token);
    rows.push(await pair({ api, name: 'GET /api/appointments/client/{id}', path: `/api/appointments/client/${id}`, headers: auth, duration, connections }));
  }
  if (include.includes('login')) {
    rows.push(await pair({
      api, name: 'POST /api/login', method: 'POST', path: '/api/login', duration, connections,
      headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.client, password: 'Aliento-demo-2026' }),
    }));
  }
  return rows;
}
