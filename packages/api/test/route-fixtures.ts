/**
 * The cast and data the authorization table and the fuzz test send requests with: a client A who owns what is
 * tested, a client B, an approved therapist T (A's therapist), another approved therapist T2, an unapproved
 * applicant U and an admin, plus fresh bookings, intents and reset tokens on demand.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { type Actor, bearer, createTestApp, newClient, newUser, TEST_LIMITS, type TestApp } from './helpers';
import { HOUR, book, nthSlotAfter, openAllWeek, setCredits, slotAt } from './booking-helpers';

/** The roles every route is checked with, in the table's column order. */
export const ROLES = ['anon', 'A', 'B', 'T', 'T2', 'U', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];

/** A test app with its routes (read from Fastify as they were registered) and its cast. */
export type RouteWorld = {
  t: TestApp;
  routes: RouteOptions[];
  actors: Record<Exclude<RoleName, 'anon'>, Actor>;
  /** A user nobody signs in as, for admin credential updates. */
  victim: Actor;
  /** A therapist nobody signs in as, for admin therapist updates. */
  spareTherapist: Actor;
  /** Bearer headers of a role (none for anon). */
  headers(role: RoleName): Record<string, string>;
  /** A free built-in slot of T at least 24 h ahead (each call a new one). */
  earlySlot(): string;
  /** An appointment of A with T: `early` (>= 24 h ahead), `late` (< 24 h) or `pending` (late, cancellation requested). */
  appointment(kind: 'early' | 'late' | 'pending'): Promise<string>;
  /** A new hold of client A on a free slot of T (its id). */
  hold(): Promise<string>;
  /** A new payment intent of A. */
  intent(): Promise<string>;
  /** A new single-use reset token of the victim. */
  resetToken(): Promise<string>;
  png: Buffer;
  close(): Promise<void>;
};

export async function createRouteWorld(config: Parameters<typeof createTestApp>[0] = {}): Promise<RouteWorld> {
  const routes: RouteOptions[] = [];
  const t = await createTestApp(
    {
      rateLimit: {
        ...TEST_LIMITS,
        loginMax: 1e6,
        accountFailures: 1e6,
        forgotMax: 1e6,
        mailsPerTargetHour: 1e6,
        registerMax: 1e6,
        formsMax: 1e6,
        userWritesHour: 1e6,
      },
      ...config,
    },
    { onRoute: (r) => void routes.push(r) },
  );
  const A = await newClient(t.app);
  const B = await newClient(t.app);
  const T = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  const T2 = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  const U = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
  const admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  const victim = await newClient(t.app);
  const spareTherapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  for (const th of [T, T2, U]) await openAllWeek(t.db, th.id);
  const actors = { A, B, T, T2, U, admin };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

  let early = 0;
  let late = 0;
  const earlySlot = () => {
    const n = early++;
    return slotAt(4 + Math.floor(n / 30), n % 30);
  };
  const appointment = async (kind: 'early' | 'late' | 'pending') => {
    await setCredits(t.db, A.id, 5);
    const start = kind === 'early' ? earlySlot() : nthSlotAfter(2 * HOUR, late++);
    const res = await book(t.app, A, T, start);
    if (res.statusCode !== 201) throw new Error(`fixture booking: ${res.statusCode} ${res.body}`);
    const id = res.json()._id as string;
    if (kind === 'pending') {
      await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(A), payload: { appointmentId: id } });
    }
    return id;
  };
  const hold = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/holds',
      headers: bearer(A),
      payload: { therapist: T.id, startTime: earlySlot() },
    });
    if (res.statusCode !== 201) throw new Error(`fixture hold: ${res.statusCode} ${res.body}`);
    return res.json()._id as string;
  };
  const intent = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/stripe/create-payment-intent', headers: bearer(A), payload: { plan: 'PLAN_ONE' } });
    return res.json().id as string;
  };
  const resetToken = async () => {
    const token = randomBytes(24).toString('base64url');
    await t.db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      victim.id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    return token;
  };
  return {
    t,
    routes,
    actors,
    victim,
    spareTherapist,
    headers: (role) => (role === 'anon' ? {} : bearer(actors[role])),
    earlySlot,
    appointment,
    hold,
    intent,
    resetToken,
    png,
    close: () => t.close(),
  };
}

/** `METHOD /url` keys of the registered routes; HEAD routes answer like their GET (Fastify's exposeHeadRoutes). */
export function routeKeys(routes: RouteOptions[]): string[] {
  const keys = new Set<string>();
  for (const r of routes) {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') keys.add(`${method} ${r.url}`);
    }
  }
  return [...keys].sort();
}
