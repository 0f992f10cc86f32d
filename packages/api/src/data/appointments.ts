/**
 * The SQL of the `appointments` table and of its transition history (`appointment_events`); the rules are in
 * services/appointments.ts, services/cancellations.ts and services/card-refunds.ts.
 */
import type { Language, RefundStatus } from '@aliento/contracts/enums';
import type { Queryable } from '../db';

/** An appointment row joined with both parties. */
export type AppointmentRow = {
  id: string;
  therapist_id: string;
  client_id: string;
  name: string | null;
  start_time: Date | null;
  end_time: Date | null;
  room: string;
  request_cancellation: boolean;
  request_cancellation_date: Date | null;
  cancelled: boolean;
  completed: boolean;
  refund_status: RefundStatus;
  created_at: Date;
  source: 'builtin' | 'calendly';
  cancellation_reason: string | null;
  t_first: string;
  t_last: string;
  t_email: string;
  c_first: string;
  c_last: string;
  c_email: string;
};

/** SELECT list and joins producing {@link AppointmentRow} (`a` = appointments). */
export const APPOINTMENT_SELECT = `SELECT a.id, a.therapist_id, a.client_id, a.name, a.start_time, a.end_time, a.room,
    a.request_cancellation, a.request_cancellation_date, a.cancelled, a.completed, a.refund_status, a.created_at,
    a.source, a.cancellation_reason,
    t.first_name AS t_first, t.last_name AS t_last, t.email AS t_email,
    c.first_name AS c_first, c.last_name AS c_last, c.email AS c_email
  FROM appointments a JOIN users t ON t.id = a.therapist_id JOIN users c ON c.id = a.client_id`;

/** One appointment (null when missing); `forUpdate` locks the appointment row. */
export async function findAppointment(q: Queryable, id: string, forUpdate = false): Promise<AppointmentRow | null> {
  const r = await q.query<AppointmentRow>(`${APPOINTMENT_SELECT} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}`, [id]);
  return r.rows[0] ?? null;
}

/** An appointment transition. */
export type AppointmentEvent =
  'BOOKED' | 'CANCELLATION_REQUESTED' | 'AUTO_REFUNDED' | 'CANCELLATION_CONFIRMED' | 'REFUNDED' | 'REFUND_DECLINED' | 'REMINDER_SENT' | 'RESCHEDULED';

/** Inserts a transition (actor null = the system); `details` is JSON text or null. */
export async function insertAppointmentEvent(
  q: Queryable,
  appointmentId: string,
  event: AppointmentEvent,
  actorId: string | null,
  actorRole: string | null,
  details: string | null,
): Promise<void> {
  await q.query(`INSERT INTO appointment_events (appointment_id, event, actor_id, actor_role, details) VALUES ($1, $2, $3, $4, $5::jsonb)`, [
    appointmentId,
    event,
    actorId,
    actorRole,
    details,
  ]);
}

/** Up to 2000 appointments of a client or therapist, soonest first (those without times last). */
export async function appointmentRowsOf(q: Queryable, side: 'client' | 'therapist', userId: string): Promise<AppointmentRow[]> {
  const column = side === 'client' ? 'a.client_id' : 'a.therapist_id';
  const r = await q.query<AppointmentRow>(
    `${APPOINTMENT_SELECT} WHERE ${column} = $1 ORDER BY a.start_time ASC NULLS LAST, a.created_at ASC LIMIT 2000`,
    [userId],
  );
  return r.rows;
}

/** The version of a user's appointment lists ('0' before anything bumped it; migration 014). */
export async function listVersionOf(q: Queryable, userId: string): Promise<string> {
  const r = await q.query<{ v: string }>('SELECT version::text AS v FROM appointment_list_versions WHERE user_id = $1', [userId]);
  return r.rows[0]?.v ?? '0';
}

/** Up to 2000 appointments with a requested cancellation, pending ones first, newest request first. */
export async function cancellationRequestRows(q: Queryable): Promise<AppointmentRow[]> {
  const r = await q.query<AppointmentRow>(
    `${APPOINTMENT_SELECT} WHERE a.request_cancellation ORDER BY (a.refund_status = 'PENDING') DESC, a.request_cancellation_date DESC, a.id LIMIT 2000`,
  );
  return r.rows;
}

/** Whether a live appointment of the therapist (other than `exceptId`, the one being moved) overlaps `start`..`end`. */
export async function hasOverlappingAppointment(q: Queryable, therapistId: string, start: Date, end: Date, exceptId?: string): Promise<boolean> {
  const overlap = await q.query(
    `SELECT 1 FROM appointments WHERE therapist_id = $1 AND NOT cancelled AND start_time IS NOT NULL
             AND start_time < $3 AND end_time > $2${exceptId === undefined ? '' : ' AND id <> $4'} LIMIT 1`,
    exceptId === undefined ? [therapistId, start, end] : [therapistId, start, end, exceptId],
  );
  return overlap.rows.length > 0;
}

/** One booking as inserted. */
export type AppointmentInsert = {
  therapistId: string;
  clientId: string;
  clientEmail: string;
  source: 'builtin' | 'calendly';
  calendlyEventId: string | null;
  calendlyInviteeId: string | null;
  name: string | null;
  start: Date | null;
  end: Date | null;
  room: string;
};

/** Inserts an appointment; answers its id. */
export async function insertAppointment(q: Queryable, a: AppointmentInsert): Promise<string> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO appointments (therapist_id, client_id, client_email, source, calendly_event_id, calendly_invitee_id,
           name, start_time, end_time, room)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [a.therapistId, a.clientId, a.clientEmail, a.source, a.calendlyEventId, a.calendlyInviteeId, a.name, a.start, a.end, a.room],
  );
  return r.rows[0].id;
}

/**
 * Records a client's cancellation request at `at` (with their reason, or null) unless one was made or the appointment
 * is cancelled; `onTime` returns the credit by policy and cancels it in the same update. Answers whether it changed the row.
 */
export async function markCancellationRequested(
  q: Queryable,
  appointmentId: string,
  at: Date,
  refundStatus: 'AUTO_REFUNDED' | 'PENDING',
  onTime: boolean,
  reason: string | null = null,
): Promise<boolean> {
  const r = await q.query(
    `UPDATE appointments SET request_cancellation = true, request_cancellation_date = $2::timestamptz, refund_status = $3,
         credit_returned_at = CASE WHEN $4::boolean THEN $2::timestamptz END,
         cancelled = $4::boolean, cancelled_at = CASE WHEN $4::boolean THEN $2::timestamptz END, cancellation_reason = $5,
         updated_at = now()
       WHERE id = $1 AND NOT request_cancellation AND NOT cancelled`,
    [appointmentId, at, refundStatus, onTime, reason],
  );
  return r.rowCount === 1;
}

/** Cancels an appointment whose cancellation was requested and that is not cancelled yet; answers whether it did. */
export async function markCancellationConfirmed(q: Queryable, appointmentId: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE appointments SET cancelled = true, cancelled_at = now(), updated_at = now() WHERE id = $1 AND request_cancellation AND NOT cancelled`,
    [appointmentId],
  );
  return r.rowCount === 1;
}

/**
 * Decides a PENDING refund once (`refund` returns the credit and cancels the session); answers the client's id, or
 * null when the appointment is missing or its refund was already decided.
 */
export async function decidePendingRefund(
  q: Queryable,
  appointmentId: string,
  status: 'REFUNDED' | 'DECLINED',
  refund: boolean,
): Promise<string | null> {
  const r = await q.query<{ client_id: string }>(
    `UPDATE appointments SET refund_status = $2, credit_returned_at = CASE WHEN $3::boolean THEN now() END,
         cancelled = cancelled OR $3::boolean,
         cancelled_at = CASE WHEN $3::boolean THEN COALESCE(cancelled_at, now()) ELSE cancelled_at END, updated_at = now()
       WHERE id = $1 AND refund_status = 'PENDING' RETURNING client_id`,
    [appointmentId, status, refund],
  );
  return r.rowCount === 1 ? r.rows[0].client_id : null;
}

/** Whether an appointment with this id exists. */
export async function appointmentExists(q: Queryable, appointmentId: string): Promise<boolean> {
  const exists = await q.query('SELECT 1 FROM appointments WHERE id = $1', [appointmentId]);
  return exists.rows.length > 0;
}

/** Marks a PENDING refund paid back to the card, and the session cancelled. */
export async function markCardRefunded(q: Queryable, appointmentId: string): Promise<void> {
  await q.query(
    `UPDATE appointments SET refund_status = 'CARD_REFUNDED', cancelled = true, cancelled_at = COALESCE(cancelled_at, now()), updated_at = now()
       WHERE id = $1 AND refund_status = 'PENDING'`,
    [appointmentId],
  );
}

/** What the mails of one appointment need: the appointment, both parties and the therapist's availability zone. */
export type AppointmentMailRow = {
  id: string;
  name: string | null;
  start_time: Date | null;
  end_time: Date | null;
  room: string;
  calendar_sequence: number;
  time_zone: string | null;
  c_id: string;
  c_first: string;
  c_last: string;
  c_email: string;
  c_lang: Language;
  t_id: string;
  t_first: string;
  t_last: string;
  t_email: string;
  t_lang: Language;
  c_tz: string | null;
  t_tz: string | null;
};

/** Reads an existing appointment's {@link AppointmentMailRow}. */
export async function appointmentMailRow(q: Queryable, appointmentId: string): Promise<AppointmentMailRow> {
  const r = await q.query<AppointmentMailRow>(
    `SELECT a.id, a.name, a.start_time, a.end_time, a.room, a.calendar_sequence, av.time_zone,
            c.id AS c_id, c.first_name AS c_first, c.last_name AS c_last, c.email AS c_email, c.language AS c_lang, c.time_zone AS c_tz, t.time_zone AS t_tz,
            t.id AS t_id, t.first_name AS t_first, t.last_name AS t_last, t.email AS t_email, t.language AS t_lang
     FROM appointments a JOIN users c ON c.id = a.client_id JOIN users t ON t.id = a.therapist_id
     LEFT JOIN therapist_availability av ON av.therapist_id = a.therapist_id
     WHERE a.id = $1`,
    [appointmentId],
  );
  return r.rows[0];
}

/** Moves a live appointment to new times (the reminder is due again for the new start); answers whether it did. */
export async function moveAppointment(q: Queryable, appointmentId: string, start: Date, end: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE appointments SET start_time = $2, end_time = $3, reminder_sent_at = NULL, updated_at = now()
     WHERE id = $1 AND NOT cancelled AND start_time IS NOT NULL`,
    [appointmentId, start, end],
  );
  return r.rowCount === 1;
}

/** Raises the calendar sequence of a cancelled appointment whose CANCEL was not sent yet, and marks it sent; answers the new sequence. */
export async function raiseCancelSequence(q: Queryable, appointmentId: string): Promise<number | undefined> {
  const r = await q.query<{ calendar_sequence: number }>(
    `UPDATE appointments SET calendar_sequence = calendar_sequence + 1, calendar_cancelled_at = now()
     WHERE id = $1 AND cancelled AND calendar_cancelled_at IS NULL RETURNING calendar_sequence`,
    [appointmentId],
  );
  return r.rows[0]?.calendar_sequence;
}

/** Raises the calendar sequence of a live appointment with times; answers the new sequence. */
export async function raiseMoveSequence(q: Queryable, appointmentId: string): Promise<number | undefined> {
  const r = await q.query<{ calendar_sequence: number }>(
    `UPDATE appointments SET calendar_sequence = calendar_sequence + 1
     WHERE id = $1 AND NOT cancelled AND start_time IS NOT NULL RETURNING calendar_sequence`,
    [appointmentId],
  );
  return r.rows[0]?.calendar_sequence;
}

/** Whether an appointment is cancelled (undefined when missing). */
export async function appointmentCancelled(q: Queryable, appointmentId: string): Promise<{ cancelled: boolean } | undefined> {
  const r = await q.query<{ cancelled: boolean }>('SELECT cancelled FROM appointments WHERE id = $1', [appointmentId]);
  return r.rows[0];
}

/** The times of a therapist's live appointments overlapping `from`..`to`. */
export async function liveAppointmentTimes(q: Queryable, therapistId: string, from: Date, to: Date): Promise<{ start_time: Date; end_time: Date }[]> {
  const r = await q.query<{ start_time: Date; end_time: Date }>(
    `SELECT start_time, end_time FROM appointments
     WHERE therapist_id = $1 AND NOT cancelled AND start_time IS NOT NULL AND start_time < $3 AND end_time > $2`,
    [therapistId, from, to],
  );
  return r.rows;
}
