/** Helpers for the settings suite: API reads/restores for the demo therapist, fresh clients, a real test photo. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ctx, apiJson } from './context.mjs';
import { newPage } from './browser.mjs';
import { repoRoot } from '../../../mf-config/bin/stack.mjs';

// sharp is the API's dependency (the e2e package installs none): resolve it from packages/api.
const requireFromApi = createRequire(path.join(repoRoot, 'packages', 'api', 'package.json'));
const sharp = requireFromApi('sharp');

/** A fresh page for this run (each stack serves its own remotes.json). */
export function settingsPage({ locale = 'es-MX', width = 390, height = 844 } = {}) {
  return newPage(ctx.browser, { locale, width, height });
}

export const api = apiJson;

/** The user id inside a token (the claims are the JWT payload). */
export function idOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id;
}

let counter = 0;
export function freshEmail(prefix) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@e2e.aliento.example`;
}

/** Registers a client through the API (the journey under test is settings, not registration). */
export function registerClient(email, password, { firstName = 'Paula', lastName = 'Ajustes', phone = '+1 305 555 0177' } = {}) {
  return api('POST', '/api/register', {
    lang: 'es',
    body: {
      role: 'client',
      therapyType: 'THERAPY_FOR_SELF',
      age: 'AGE_18_34',
      referral: 'REFERRAL_GOOGLE',
      firstName,
      lastName,
      email,
      phoneNumber: phone,
      password,
      confirmPassword: password,
      therapistGender: 'GENDER_NO_PREFERENCE',
      therapistLGBTQ: false,
      therapistOrientation: false,
      therapistCountryOfOrigin: 'Mexico',
    },
  });
}

/** A real photo-like PNG (sky, sun, hills) written to a temp file; returns its path. */
export async function makePhoto(name, { width = 1200, height = 900 } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2f6f73"/><stop offset="1" stop-color="#f4d7a8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="#f2a541"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.75} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#3d5a40"/>
  </svg>`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-photo-')), name);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** Width and height of an image served by the API. */
export async function servedImageSize(fileName) {
  const res = await fetch(`${ctx.urls.api}/uploads/images/${encodeURIComponent(fileName)}`);
  if (!res.ok) throw new Error(`GET image ${fileName}: HTTP ${res.status}`);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height };
}

/** Free slots of a therapist for the next `days` days (UTC ISO strings). */
export function freeSlots(token, therapistId, days = 14) {
  const from = new Date();
  const to = new Date(from.getTime() + days * 24 * 3600 * 1000);
  const q = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return api('GET', `/api/therapists/${therapistId}/slots?${q}`, { token });
}

/** Weekday (0 = Sunday) and "HH:MM" of an instant in a time zone. */
export function zonedParts(iso, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { weekday, time: `${parts.hour}:${parts.minute}` };
}

/** Raw i18n keys left in the page (e.g. "media.heading"), which would mean a missing translation. */
export async function rawKeys(page) {
  const text = await page.locator('[data-remote="settings"]').innerText();
  return text.match(/\b(?:tabs|profile|client|therapist|media|availability|specialties|settings)\.[a-zA-Z][\w.]*/g) ?? [];
}
