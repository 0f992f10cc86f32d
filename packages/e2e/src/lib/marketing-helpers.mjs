/** Helpers for the marketing suite: route headlines in both languages, the mail outbox, console capture. */
import path from 'node:path';
import { ctx, DEMO, login } from './context.mjs';
import { repoRoot } from '../../../mf-config/bin/stack.mjs';
import { newPage, waitForLive } from './browser.mjs';

/** Every public marketing route with its h1 in Spanish and English (mfe-marketing's catalogue). */
export const PUBLIC_ROUTES = [
  { path: '/', name: 'landing', es: 'Terapia en español, con alguien que te entiende', en: 'Therapy in Spanish, with someone who understands you' },
  {
    path: '/care-seekers',
    name: 'care-seekers',
    nav: { es: 'Busco terapia', en: 'Care seekers' },
    es: 'Un espacio seguro para hablar de lo que sientes',
    en: 'A safe space to talk about how you feel',
  },
  {
    path: '/providers',
    name: 'providers',
    nav: { es: 'Soy terapeuta', en: 'Providers' },
    es: 'Acompaña a tu comunidad desde donde estés',
    en: 'Support your community from wherever you are',
  },
  {
    path: '/about-us',
    name: 'about-us',
    nav: { es: 'Nosotros', en: 'About us' },
    es: 'Creemos que la salud mental también habla español',
    en: 'We believe mental health speaks Spanish too',
  },
  { path: '/blog', name: 'blog', nav: { es: 'Blog', en: null }, es: 'Blog', en: 'Blog' },
  { path: '/contact', name: 'contact', nav: { es: 'Contacto', en: 'Contact' }, es: 'Estamos aquí para escucharte', en: 'We are here to listen' },
];

/** The success text both forms show (the spec reuses the intake text for contact). */
/** The confirmations that take the place of a sent form (their headings). */
export const SENT = { intake: (name) => `Recibimos tu solicitud, ${name}`, contact: (name) => `Thank you for your message, ${name}` };

/** A page that also records console errors and failed requests (pdf.js worker, chunks, images). */
export async function marketingPage(opts = {}) {
  const page = await newPage(ctx.browser, opts);
  page.consoleErrors = [];
  page.failedRequests = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) page.failedRequests.push(`${r.url()} ${why}`); // aborted = left the page
  });
  page.on('response', (r) => {
    if (r.status() >= 400) page.failedRequests.push(`${r.url()} HTTP ${r.status()}`);
  });
  return page;
}

/** Opens a public route with the language already chosen (as after the nav switch) and waits for the remote. */
export async function openPublic(page, path, lng) {
  if (!page.url().startsWith(ctx.urls.shell)) await page.goto(`${ctx.urls.shell}/`);
  await page.evaluate((l) => localStorage.setItem('lng', l), lng);
  await page.goto(`${ctx.urls.shell}${path}`);
  await waitForLive(page, 'marketing');
}

let adminToken;
/** The latest outbox mails (as the admin), optionally filtered by recipient. */
export async function outbox({ to, limit = 50 } = {}) {
  adminToken ??= await login(DEMO.admin);
  const q = new URLSearchParams({ limit: String(limit), ...(to ? { to } : {}) });
  const res = await fetch(`${ctx.urls.api}/api/admin/outbox?${q}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  if (!res.ok) throw new Error(`outbox: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** Polls the outbox until a mail matches (the mail is queued in the same transaction, so this is quick). */
export async function waitForMail(predicate, { timeout = 10000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const mail = (await outbox()).find(predicate);
    if (mail) return mail;
    if (Date.now() > end) throw new Error('mail not found in the outbox');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A unique suffix so repeated runs against one data folder never confuse two submissions. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Waits until every <img> on the page has finished loading (after scrolling lazy ones into view). */
export async function settleImages(page) {
  await page.evaluate(async () => {
    const imgs = [...document.images];
    for (const img of imgs) img.loading = 'eager';
    await Promise.all(
      imgs.map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.onload = r;
              img.onerror = r;
            }),
      ),
    );
  });
}

/** A screenshot of what is on screen (not the full page): for modals over a long page. */
export function viewportShot(page, name) {
  return page.screenshot({ path: path.join(repoRoot, 'packages', 'e2e', 'artifacts', `${name}.png`) });
}

/** Client-side navigation (as a nav link does) without reloading the shell: react-router follows popstate. */
export async function goClient(page, urlPath) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, urlPath);
}
