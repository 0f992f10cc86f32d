/** The SQL of `rate_limits` (one fixed-window counter per hashed key); the rules are in services/limits.ts. */
import type { Queryable } from '../db';

/** Deletes the counters whose window ended more than an hour ago. */
export async function deleteExpiredCounters(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
}

/**
 * Counts one hit on `key` in one atomic upsert (a new window of `windowSeconds` starts after the last ends);
 * answers the hits of the window and the seconds until it ends.
 */
export async function upsertHit(q: Queryable, key: string, windowSeconds: number): Promise<{ hits: number; retry_after: number }> {
  const r = await q.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE r.reset_at END
     RETURNING hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
    [key, windowSeconds],
  );
  return r.rows[0];
}

/** Takes back one hit of a live window. */
export async function removeHit(q: Queryable, key: string): Promise<void> {
  await q.query(`UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()`, [key]);
}

/** Ends the counter's window `seconds` from now. */
export async function setWindowEnd(q: Queryable, key: string, seconds: number): Promise<void> {
  await q.query(`UPDATE rate_limits SET reset_at = now() + make_interval(secs => $2) WHERE key = $1`, [key, seconds]);
}

/** Deletes one counter. */
export async function deleteCounter(q: Queryable, key: string): Promise<void> {
  await q.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
}
