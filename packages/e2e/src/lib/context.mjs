/**
 * The one composed product every suite drives: built apps served as separate origins on test ports, the API
 * with a fresh data folder and seed data, and one Chromium. Started once per run by all.test.mjs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { startStack, repoRoot, APPS, portsAt } from '../../../mf-config/bin/stack.mjs';
import { launchBrowser } from './browser.mjs';
import { startVideoStandIn } from './video-stand-in.mjs';

// E2E_PORT_BASE lets several runs share a machine (each needs base..base+5 and base+80, plus base+11 for test 4
// and base+12 for the video stand-in).
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
/** Every app's test port (the registry's apps moved to BASE: the shell at BASE, each remote beside it, the API at BASE + 80). */
export const PORTS = portsAt(BASE);
/** Ports of a remote's standalone dev server in the standalone suite (the same layout moved to BASE + 20). */
export const STANDALONE_PORTS = portsAt(BASE + 20);
export const DEMO_PASSWORD = 'Aliento-demo-2026';
export const DEMO = {
  admin: 'admin@aliento.example',
  client: 'cliente@aliento.example',
  therapist: 'terapeuta@aliento.example',
};

/** Browser journeys sign in and submit forms far more often than a person: relax the per-minute limits. */
export const RELAXED_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_MAX: '1000',
  RATE_LIMIT_FORGOT_MAX: '1000',
  RATE_LIMIT_REGISTER_MAX: '1000',
  RATE_LIMIT_FORMS_MAX: '1000',
};

/** How long the browser suite's API holds a time for a client buying sessions. */
export const E2E_HOLD_MINUTES = 1.5;

export const ctx = { stack: null, browser: null, urls: {}, dataDir: '', video: null };

function ensureBuilt() {
  const missing = Object.values(APPS).filter((a) => !fs.existsSync(path.join(repoRoot, a.dir, 'dist', 'index.html')));
  if (missing.length || process.env.E2E_BUILD === '1') {
    execSync('pnpm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
}

export async function startProduct() {
  ensureBuilt();
  ctx.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-e2e-'));
  const logFile = path.join(repoRoot, 'packages', 'e2e', 'artifacts', `stack-${PORTS.shell}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  // video as in production (8x8 JaaS tokens), with the IFrame script served by a local stand-in
  ctx.video = await startVideoStandIn(BASE + 12);
  ctx.stack = await startStack({
    ports: PORTS,
    apiEnv: {
      DATA_DIR: ctx.dataDir,
      SEED: '1',
      ...RELAXED_RATE_LIMITS,
      // a held time lasts 90 seconds here (10 minutes in the product), so a journey can watch one run out
      HOLD_MINUTES: String(E2E_HOLD_MINUTES),
      ...ctx.video.apiEnv,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    log: (line) => log.write(`${line}\n`),
    // the standalone suite's dev servers call this API too
    extraOrigins: Object.values(STANDALONE_PORTS).map((port) => `http://localhost:${port}`),
  });
  ctx.urls = ctx.stack.urls;
  ctx.browser = await launchBrowser();
  return ctx;
}

export async function stopProduct() {
  await ctx.browser?.close();
  await ctx.stack?.stop();
  await ctx.video?.stop();
  if (ctx.dataDir) fs.rmSync(ctx.dataDir, { recursive: true, force: true });
}

/** Calls the API as a client would; throws with the status and body on an error; returns the parsed JSON or null. */
export async function apiJson(method, urlPath, { token, body, lang } = {}) {
  const res = await fetch(`${ctx.urls.api}${urlPath}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'X-Language': lang } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A real token from the API for a demo account. */
export async function login(email, password = DEMO_PASSWORD) {
  const res = await fetch(`${ctx.urls.api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

let adminToken;
let adminSince = 0;
/** The demo admin's token; a new sign-in before it gets old (tokens live 35 minutes, renewed only by activity). */
export async function admin() {
  if (!adminToken || Date.now() - adminSince > 20 * 60_000) {
    adminToken = await login(DEMO.admin);
    adminSince = Date.now();
  }
  return adminToken;
}

/**
 * Polls the demo outbox (read as an admin) for a mail to `to` that `pick` accepts; returns what `pick` returned. The
 * mail is written in the request's transaction; a short poll covers the UI's round trip.
 */
async function fromOutbox(to, pick, { timeoutMs, missing }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await apiJson('GET', `/api/admin/outbox?to=${encodeURIComponent(to)}&limit=20`, { token: await admin() });
    for (const mail of mails) {
      const found = pick(mail);
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`${missing}: ${JSON.stringify(mails.map((x) => x.subject))}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The newest mail to `to` whose subject matches (waits up to 10 s). */
export function mailTo(to, subject) {
  return fromOutbox(to, (mail) => (subject.test(mail.subject) ? mail : null), { timeoutMs: 10000, missing: `no mail to ${to} matching ${subject}` });
}

/** Waits for a mail to `to` whose text holds a link to `path` on the shell (`/signin` for a reset, `/verify-email`) and returns that link. */
export function linkFromOutbox(to, path, { timeoutMs = 15000 } = {}) {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/]/g, '\\/')}\\?token=[^\\s"'<>]+`);
  return fromOutbox(to, (mail) => `${mail.text}\n${mail.html ?? ''}`.match(pattern)?.[0].replace(/&amp;/g, '&') ?? null, {
    timeoutMs,
    missing: `no ${path} link for ${to} in the outbox`,
  });
}

/** Confirms a new client's e-mail with the link mailed at registration, as its owner would (the free credit comes with it). */
export async function confirmEmail(email) {
  const link = await linkFromOutbox(email, '/verify-email');
  await apiJson('POST', '/api/verify-email', { body: { token: new URL(link).searchParams.get('token') } });
}

/** Opens the shell with a token (and language) already stored, as if the user had signed in earlier. */
export async function openAs(page, token, urlPath, { lng } = {}) {
  await page.goto(`${ctx.urls.shell}/signin`);
  await page.evaluate(
    ([t, l]) => {
      if (t) localStorage.setItem('token', t);
      if (l) localStorage.setItem('lng', l);
    },
    [token, lng],
  );
  await page.goto(`${ctx.urls.shell}${urlPath}`);
}

export function screenshot(page, name) {
  const dir = path.join(repoRoot, 'packages', 'e2e', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  return page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
