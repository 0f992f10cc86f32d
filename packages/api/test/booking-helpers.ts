/** Helpers shared by the scheduling, appointment, cancellation and notification tests (issue 5). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db';
import { type Actor, bearer } from './helpers';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** Availability every day 00:00–23:15 UTC: slots every 45 minutes from midnight UTC. */
export async function openAllWeek(db: Db, therapistId: string, timeZone = 'UTC'): Promise<void> {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:15' }));
  await db.query(
    `INSERT INTO therapist_availability (therapist_id, time_zone, weekly) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (therapist_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, weekly = EXCLUDED.weekly`,
    [therapistId, timeZone, JSON.stringify(weekly)],
  );
}

/** The n-th slot (0-based) of the all-week availability starting `days` days from today (UTC midnight). */
export function slotAt(days: number, n: number): string {
  const midnight = Math.floor(Date.now() / DAY) * DAY + days * DAY;
  return new Date(midnight + n * 45 * MIN).toISOString();
}

/** The first all-week slot starting at least `afterMs` from now. */
export function firstSlotAfter(afterMs: number): string {
  return nthSlotAfter(afterMs, 0);
}

/**
 * The k-th (0-based) all-week slot starting at least `afterMs` from now: distinct for distinct k, whatever the time of
 * day (the 31 slots of a day are 00:00 ... 22:30 UTC; past the last one, counting goes on at the next midnight).
 */
export function nthSlotAfter(afterMs: number, k: number): string {
  const t = Date.now() + afterMs;
  const day = Math.floor(t / DAY);
  const n = Math.ceil((t - day * DAY) / (45 * MIN)) + k;
  return new Date((day + Math.floor(n / 31)) * DAY + (n % 31) * 45 * MIN).toISOString();
}

/** Sets a client's credits directly. */
export async function setCredits(db: Db, clientId: string, credits: number): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (client_id, plan, current_credit, initial_credit, active) VALUES ($1, 'PLAN_TEN', $2, $2, true)
     ON CONFLICT (client_id) DO UPDATE SET current_credit = $2, active = true`,
    [clientId, credits],
  );
}

/** A client's current credits. */
export async function creditsOf(db: Db, clientId: string): Promise<number> {
  const r = await db.query<{ current_credit: number }>('SELECT current_credit FROM subscriptions WHERE client_id = $1', [clientId]);
  return r.rows[0]?.current_credit ?? -1;
}

/** Books a built-in slot through the API. */
export function book(app: FastifyInstance, client: Actor, therapist: Actor, startTime?: string, extra: Record<string, unknown> = {}, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/appointments/therapist/${therapist.id}/user/${client.id}`,
    headers: { ...bearer(client), 'x-language': lang },
    payload: {
      therapist: therapist.id,
      client: client.id,
      clientEmail: client.email,
      completed: false,
      cancelled: false,
      ...(startTime ? { startTime } : {}),
      ...extra,
    },
  });
}
