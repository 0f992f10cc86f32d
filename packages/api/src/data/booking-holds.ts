/**
 * The SQL of `booking_holds` (migration 015): a client's hold on one slot while they buy a plan. A hold is live while
 * `expires_at` is after the `now` each query is given, so an expired hold frees its slot without any job running.
 * The rules are in services/holds.ts.
 */
import type { Queryable } from '../db';

/** A stored hold. */
export type HoldRow = { id: string; client_id: string; therapist_id: string; start_time: Date; end_time: Date; expires_at: Date };

const HOLD_COLUMNS = 'id, client_id, therapist_id, start_time, end_time, expires_at';

/** The client's live hold (null when none or expired). */
export async function liveHoldOf(q: Queryable, clientId: string, now: Date): Promise<HoldRow | null> {
  const r = await q.query<HoldRow>(`SELECT ${HOLD_COLUMNS} FROM booking_holds WHERE client_id = $1 AND expires_at > $2`, [clientId, now]);
  return r.rows[0] ?? null;
}

/** Whether another client's live hold on the therapist overlaps `start`..`end`. */
export async function hasOthersLiveHold(q: Queryable, therapistId: string, start: Date, end: Date, clientId: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM booking_holds WHERE therapist_id = $1 AND start_time < $3 AND end_time > $2 AND client_id <> $4 AND expires_at > $5 LIMIT 1`,
    [therapistId, start, end, clientId, now],
  );
  return r.rows.length > 0;
}

/** The times of the therapist's live holds overlapping `from`..`to`, except those of `exceptClientId` (the viewer's own). */
export async function liveHoldTimes(
  q: Queryable,
  therapistId: string,
  from: Date,
  to: Date,
  now: Date,
  exceptClientId: string | null,
): Promise<{ start_time: Date; end_time: Date }[]> {
  const r = await q.query<{ start_time: Date; end_time: Date }>(
    `SELECT start_time, end_time FROM booking_holds
     WHERE therapist_id = $1 AND start_time < $3 AND end_time > $2 AND expires_at > $4 AND client_id IS DISTINCT FROM $5`,
    [therapistId, from, to, now, exceptClientId],
  );
  return r.rows;
}

/** Deletes the therapist's expired holds (so that one of them never blocks the slot's unique index). */
export async function deleteExpiredHoldsOf(q: Queryable, therapistId: string, now: Date): Promise<void> {
  await q.query('DELETE FROM booking_holds WHERE therapist_id = $1 AND expires_at <= $2', [therapistId, now]);
}

/** Replaces the client's hold (one per client) with a new one; answers it. */
export async function replaceHold(
  q: Queryable,
  h: { clientId: string; therapistId: string; start: Date; end: Date; expiresAt: Date },
): Promise<HoldRow> {
  await q.query('DELETE FROM booking_holds WHERE client_id = $1', [h.clientId]);
  const r = await q.query<HoldRow>(
    `INSERT INTO booking_holds (client_id, therapist_id, start_time, end_time, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${HOLD_COLUMNS}`,
    [h.clientId, h.therapistId, h.start, h.end, h.expiresAt],
  );
  return r.rows[0];
}

/** Deletes the client's hold, whatever it holds; answers it as it was (null when there was none). */
export async function takeHoldsOf(q: Queryable, clientId: string): Promise<HoldRow | null> {
  const r = await q.query<HoldRow>(`DELETE FROM booking_holds WHERE client_id = $1 RETURNING ${HOLD_COLUMNS}`, [clientId]);
  return r.rows[0] ?? null;
}

/** Deletes hold `id` if it is the client's; answers whether it did. */
export async function deleteHoldOf(q: Queryable, id: string, clientId: string): Promise<boolean> {
  const r = await q.query('DELETE FROM booking_holds WHERE id = $1 AND client_id = $2', [id, clientId]);
  return r.rowCount === 1;
}

/** Whether a hold with this id exists (whoever it belongs to). */
export async function holdExists(q: Queryable, id: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM booking_holds WHERE id = $1', [id]);
  return r.rows.length > 0;
}

/** Deletes every hold that expired before `before`; answers how many. */
export async function deleteExpiredHolds(q: Queryable, before: Date): Promise<number> {
  const r = await q.query('DELETE FROM booking_holds WHERE expires_at <= $1', [before]);
  return r.rowCount;
}
