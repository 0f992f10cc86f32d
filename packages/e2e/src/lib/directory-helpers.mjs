/** API helpers for the directory and appointments journeys: fresh clients, bookings, subscriptions. */
import { ctx, DEMO_PASSWORD, confirmEmail, login } from './context.mjs';

const DAY = 24 * 60 * 60 * 1000;

/** A JSON call to the real API; throws with the body on an unexpected status. */
export async function api(pathname, { token, method = 'GET', body, expect } = {}) {
  const res = await fetch(`${ctx.urls.api}${pathname}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  const ok = expect ? res.status === expect : res.ok;
  if (!ok) throw new Error(`${method} ${pathname}: HTTP ${res.status} ${text}`);
  return data;
}

/** The claims of a token (id, email, names, roles). */
export function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

let counter = 0;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
function uniqueSuffix() {
  let n = Date.now() * 100 + (counter++ % 100);
  let s = '';
  while (n > 0) {
    s += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return s;
}

/** Registers a fresh client, confirms the e-mail through the mailed link (the free credit comes with it), signs in. */
export async function registerClient(firstName = 'Rosa') {
  const suffix = uniqueSuffix();
  const lastName = `Prueba${suffix[0].toUpperCase()}${suffix.slice(1, 7)}`;
  const email = `e2e.${suffix}@aliento.example`;
  await api('/api/register', {
    method: 'POST',
    expect: 201,
    body: {
      role: 'client',
      therapyType: 'THERAPY_FOR_SELF',
      age: 'AGE_18_34',
      referral: 'REFERRAL_GOOGLE',
      firstName,
      lastName,
      email,
      phoneNumber: '+1 305 555 0199',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      therapistGender: 'GENDER_FEMALE',
      therapistLGBTQ: true,
      therapistOrientation: false,
      therapistCountryOfOrigin: 'Mexico',
    },
  });
  await confirmEmail(email);
  const token = await login(email);
  return { id: claimsOf(token).id, email, firstName, lastName, name: `${firstName} ${lastName}`, token };
}

/** The therapist profile (directory record) of a therapist account. */
export async function therapistByEmail(email) {
  const token = await login(email);
  const id = claimsOf(token).id;
  return { id, token, profile: await api(`/api/therapists/${id}`, { token }) };
}

/** The therapist's free slots starting at least `minDaysAhead` days from now. */
export async function freeSlots(therapistId, token, minDaysAhead = 2) {
  const from = new Date(Date.now() + minDaysAhead * DAY).toISOString();
  const to = new Date(Date.now() + (minDaysAhead + 14) * DAY).toISOString();
  const res = await api(`/api/therapists/${therapistId}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { token });
  return res.slots;
}

/** Books a free built-in slot of the therapist for the client through the API (spends one credit). */
export async function bookViaApi(client, therapistId, { minDaysAhead = 2, pick = 0 } = {}) {
  const slots = await freeSlots(therapistId, client.token, minDaysAhead);
  if (!slots.length) throw new Error('no free slot to book');
  return api(`/api/appointments/therapist/${therapistId}/user/${client.id}`, {
    token: client.token,
    method: 'POST',
    expect: 201,
    body: { therapist: therapistId, client: client.id, clientEmail: client.email, startTime: slots[Math.min(pick, slots.length - 1)].startTime },
  });
}

/** The client's subscription as the API sees it. */
export function subscriptionOf(client) {
  return api(`/api/subscriptions/client/${client.id}`, { token: client.token });
}

/** Waits until no CSS animation or transition is running (dialogs fade in), so a screenshot shows the settled page. */
export function settled(page) {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
