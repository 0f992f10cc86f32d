/** The SQL of the `sessions` table (one row per sign-in); the rules are in services/sessions.ts. */
import type { Queryable } from '../db';
import { USER_COLUMNS, type UserRow } from './users';

/** A user row as seen through one of their sessions. */
export type SessionUserRow = UserRow & { session_user_id: string; session_open: boolean };

/** The session `sid` with its user (null when there is no such session). */
export async function findSessionUser(q: Queryable, sid: string): Promise<SessionUserRow | null> {
  const r = await q.query<SessionUserRow>(
    `SELECT ${USER_COLUMNS}, s.user_id AS session_user_id, s.ended_at IS NULL AS session_open
     FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN therapists t ON t.user_id = u.id WHERE s.id = $1`,
    [sid],
  );
  return r.rows[0] ?? null;
}

/** Inserts a session of `userId` ending `maxSeconds` from now; answers its id and fixed end. */
export async function insertSession(q: Queryable, userId: string, maxSeconds: number): Promise<{ id: string; expires_at: Date }> {
  const r = await q.query<{ id: string; expires_at: Date }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id, expires_at`,
    [userId, maxSeconds],
  );
  return r.rows[0];
}

/** Marks an open, unexpired session renewed; answers its fixed end, or null when it is over. */
export async function markSessionRenewed(q: Queryable, sid: string): Promise<{ expires_at: Date } | null> {
  const r = await q.query<{ expires_at: Date }>(
    `UPDATE sessions SET renewed_at = now() WHERE id = $1 AND ended_at IS NULL AND expires_at > now() RETURNING expires_at`,
    [sid],
  );
  return r.rows[0] ?? null;
}

/** Ends one session; an ended one is left as it is. */
export async function endSessionRow(q: Queryable, sid: string, reason: string): Promise<void> {
  await q.query(`UPDATE sessions SET ended_at = now(), end_reason = $2 WHERE id = $1 AND ended_at IS NULL`, [sid, reason]);
}

/** Ends every open session of a user, except `keep` when given. */
export async function endUserSessionRows(q: Queryable, userId: string, reason: string, keep: string | null): Promise<void> {
  await q.query(
    `UPDATE sessions SET ended_at = now(), end_reason = $2
     WHERE user_id = $1 AND ended_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [userId, reason, keep],
  );
}

/** Deletes the sessions over (ended or expired) for more than `days` days. */
export async function deleteSessionsOverFor(q: Queryable, days: number): Promise<void> {
  await q.query(`DELETE FROM sessions WHERE coalesce(ended_at, expires_at) < now() - make_interval(days => $1)`, [days]);
}
