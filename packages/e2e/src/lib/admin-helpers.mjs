/** Helpers for the admin suite: fresh accounts through the real API, a late cancellation, the outbox, the credit. */
import assert from 'node:assert/strict';
import { ctx, DEMO, DEMO_PASSWORD, confirmEmail, login } from './context.mjs';
import { newPage } from './browser.mjs';

const HOUR = 3_600_000;
let counter = 0;

/** A unique suffix so every run (and every test) gets its own accounts. */
export function unique(prefix) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Calls the API with JSON and an optional bearer token; returns { status, body }. */
export async function api(pathname, { token, method = 'GET', body, lang } = {}) {
  const headers = { 'Cache-Control': 'no-cache' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lang) headers['X-Language'] = lang;
  const res = await fetch(`${ctx.urls.api}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/** The id claim of a token. */
export function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Registers a provider applicant (unapproved) and returns { id, email, firstName, lastName }. */
export async function registerProvider() {
  const tag = unique('solicitante');
  const person = { firstName: 'Renata', lastName: `Solicitante ${tag.slice(-6)}`, email: `${tag}@aliento.example` };
  const res = await api('/api/register', {
    method: 'POST',
    lang: 'es',
    body: {
      role: 'provider',
      ...person,
      phoneNumber: '+1 305 555 0190',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      whatsapp: '+1 305 555 0190',
      gender: 'GENDER_FEMALE',
      selectedSpecialties: ['ANXIETY'],
      therapistCountryOfOrigin: 'Mexico',
    },
  });
  assert.equal(res.status, 201, `register provider: ${JSON.stringify(res.body)}`);
  return { id: res.body.id, ...person };
}

/** Registers a client, confirms the e-mail (PLAN_FREE, 1 credit) and returns { id, email, firstName, lastName }. */
export async function registerClient(firstName = 'Clara') {
  const tag = unique('cliente');
  const person = { firstName, lastName: `Prueba ${tag.slice(-6)}`, email: `${tag}@aliento.example` };
  const res = await api('/api/register', {
    method: 'POST',
    lang: 'es',
    body: {
      role: 'client',
      therapyType: 'THERAPY_FOR_SELF',
      age: 'AGE_18_34',
      referral: 'REFERRAL_GOOGLE',
      ...person,
      phoneNumber: '+1 305 555 0191',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      therapistGender: 'GENDER_NO_PREFERENCE',
      therapistLGBTQ: false,
      therapistOrientation: false,
      therapistCountryOfOrigin: 'Mexico',
    },
  });
  assert.equal(res.status, 201, `register client: ${JSON.stringify(res.body)}`);
  await confirmEmail(person.email);
  return { id: res.body.id, ...person };
}

/** The client's current credit, read by the admin. */
export async function creditOf(clientId) {
  const res = await api(`/api/subscriptions/client/${clientId}`, { token: await login(DEMO.admin) });
  assert.equal(res.status, 200, `subscription: ${JSON.stringify(res.body)}`);
  return res.body?.currentCredit ?? 0;
}

/** Mails of the outbox for one recipient (latest first). */
export async function outboxFor(email) {
  const res = await api(`/api/admin/outbox?to=${encodeURIComponent(email)}&limit=50`, { token: await login(DEMO.admin) });
  assert.equal(res.status, 200, `outbox: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A pending late cancellation of its own: a fresh client books the first free slot starting 1–23 h from now and asks
 * to cancel it (less than 24 h notice, so it waits for the admin). Returns null when no therapist has a slot that
 * soon (e.g. on a Sunday), so the caller can use the seeded pending request instead.
 */
export async function createLateCancellation() {
  const now = Date.now();
  const from = new Date(now + HOUR).toISOString();
  const to = new Date(now + 23 * HOUR).toISOString();
  const clientToken = await login(DEMO.client);
  const therapists = await api('/api/therapists?approved=true', { token: clientToken });
  assert.equal(therapists.status, 200);
  let slot = null;
  let therapist = null;
  for (const t of therapists.body) {
    const res = await api(`/api/therapists/${t.user}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { token: clientToken });
    if (res.status === 200 && res.body.slots.length > 0) {
      [slot] = res.body.slots;
      therapist = t;
      break;
    }
  }
  if (!slot) return null;
  const client = await registerClient('Cancela');
  const token = await login(client.email);
  const booked = await api(`/api/appointments/therapist/${therapist.user}/user/${client.id}`, {
    token,
    method: 'POST',
    body: { therapist: therapist.user, client: client.id, clientEmail: client.email, startTime: slot.startTime, completed: false, cancelled: false },
  });
  assert.equal(booked.status, 201, `book: ${JSON.stringify(booked.body)}`);
  const requested = await api('/api/appointments/request', { token, method: 'POST', body: { appointmentId: booked.body._id } });
  assert.equal(requested.status, 200, `request cancellation: ${JSON.stringify(requested.body)}`);
  return { client, appointmentId: booked.body._id };
}

/** The seeded pending late cancellation (José Pérez with the demo therapist). */
export async function seededLateCancellation() {
  const res = await api('/api/admin/cancellation-requests', { token: await login(DEMO.admin) });
  assert.equal(res.status, 200);
  const pending = res.body.find((r) => r.refundStatus === 'PENDING' && r.client.email === 'jose.perez@aliento.example');
  assert.ok(pending, 'the seed has a pending late cancellation');
  return {
    client: { id: pending.client._id ?? pending.client.id, ...pending.client },
    appointmentId: pending.appointmentId,
  };
}

/** Waits until `check()` answers something truthy (polling the API, as the user would refresh). */
export async function eventually(check, { timeout = 10000, interval = 200 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** A fresh page for this run (each stack serves its own remotes.json). */
export function ownPage(options) {
  return newPage(ctx.browser, options);
}
