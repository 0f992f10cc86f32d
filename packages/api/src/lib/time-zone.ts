/**
 * The reader's time zone for mails: the browser sends its IANA zone in `X-Time-Zone` (packages/core's API client)
 * and the API keeps it on the user when they sign in or book, so a mail reads "10:00 (hora de Colombia)" in
 * the zone the person lives in, not the therapist's or the server's.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';

/** The request's `X-Time-Zone` as a canonical IANA name, or null when absent or not a zone this runtime knows. */
export function timeZoneOf(request: FastifyRequest): string | null {
  const raw = request.headers['x-time-zone'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null; // advisory only: a wrong zone never fails a sign-in or a booking
  }
}

/** Stores the zone on the user (by id, or by e-mail right after a successful sign-in) when it changed. */
export async function rememberTimeZone(q: Queryable, who: { id: string } | { email: string }, zone: string | null): Promise<void> {
  if (!zone) return;
  if ('id' in who) {
    await q.query('UPDATE users SET time_zone = $2 WHERE id = $1 AND time_zone IS DISTINCT FROM $2', [who.id, zone]);
  } else {
    await q.query('UPDATE users SET time_zone = $2 WHERE lower(email) = lower($1) AND time_zone IS DISTINCT FROM $2', [who.email, zone]);
  }
}
