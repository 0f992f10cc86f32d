/**
 * Rate-limit counters in the database (`rate_limits`, migration 007): every replica counts in the same row, and a
 * restart forgets nothing. A counter is a fixed window that starts at its first hit; each hit is one atomic
 * upsert, so concurrent requests on any replica can never all slip under the limit together. Keys are hashes of
 * what is counted (an address, an e-mail, a user id), so the table holds nobody's address or e-mail in clear.
 */
import { createHash } from 'node:crypto';
import { deleteCounter, deleteExpiredCounters, removeHit, setWindowEnd, upsertHit } from '../data/rate-limits';
import type { Queryable } from '../db';
import { AppError } from '../lib/app-error';

/** A request refused by a limit (429), with how long to wait: the limits plugin sends it as `Retry-After`. */
export class LimitedError extends AppError {
  constructor(
    key: 'accountLocked' | 'tooManyRequests',
    readonly retryAfter: number,
  ) {
    super(429, key);
  }
}

/** What one counter says after a hit (or a look). */
export type Count = { hits: number; retryAfter: number };

/** The counters in use: what is counted, per whom. */
export type CounterKind =
  | 'signin-account'
  | 'signin-address'
  | 'forgot-address'
  | 'reset-mail-target'
  | 'verify-mail-user'
  | 'register-address'
  | 'forms-address'
  | `user-${string}`;

const keyOf = (kind: CounterKind, subject: string) =>
  `${kind}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32)}`;

/** Expired windows are swept at most this often per process (a sweep is one indexed DELETE). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

function sweep(q: Queryable): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  deleteExpiredCounters(q).catch(() => {
    lastSweep = 0; // try again on a later hit
  });
}

/** Counts one hit on `kind`/`subject` in a window of `windowSeconds` (a new window starts after the last ends). */
export async function hit(q: Queryable, kind: CounterKind, subject: string, windowSeconds: number): Promise<Count> {
  const row = await upsertHit(q, keyOf(kind, subject), windowSeconds);
  sweep(q);
  return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
}

/** Takes back one hit (an attempt that turned out not to count, e.g. a successful sign-in). */
export async function unhit(q: Queryable, kind: CounterKind, subject: string): Promise<void> {
  await removeHit(q, keyOf(kind, subject));
}

/** Keeps the current window open for `seconds` from now (a temporary lock). */
export async function holdFor(q: Queryable, kind: CounterKind, subject: string, seconds: number): Promise<void> {
  await setWindowEnd(q, keyOf(kind, subject), seconds);
}

/** Forgets a counter (a successful sign-in or a password reset ends an account's run of failures). */
export async function clear(q: Queryable, kind: CounterKind, subject: string): Promise<void> {
  await deleteCounter(q, keyOf(kind, subject));
}
