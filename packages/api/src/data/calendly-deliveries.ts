/**
 * The SQL of Calendly's webhooks: the record of each delivery (applied once) and the appointments found and changed
 * by their Calendly invitee; the rules are in services/calendly-webhooks.ts.
 */
import type { Queryable } from '../db';

/** Whether a delivery (`event:invitee URI`) was already recorded. */
export async function deliveryRecorded(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM calendly_webhook_deliveries WHERE key = $1', [key])).rows.length > 0;
}

/** Records a delivery as being applied; false when another one with the same key got there first. */
export async function claimDelivery(q: Queryable, key: string): Promise<boolean> {
  const first = await q.query(`INSERT INTO calendly_webhook_deliveries (key, outcome) VALUES ($1, 'applying') ON CONFLICT (key) DO NOTHING`, [key]);
  return first.rowCount === 1;
}

/** Records what a delivery did. */
export async function recordDeliveryOutcome(q: Queryable, key: string, outcome: string): Promise<void> {
  await q.query('UPDATE calendly_webhook_deliveries SET outcome = $2 WHERE key = $1', [key, outcome]);
}

/** What a webhook needs of the appointment booked as a Calendly invitee. */
export type CalendlyAppointmentRow = {
  id: string;
  therapist_id: string;
  client_id: string;
  start_time: Date | null;
  end_time: Date | null;
  cancelled: boolean;
  request_cancellation: boolean;
};

/** The appointment booked as Calendly invitee `inviteeUuid` (locked for update if asked). */
export async function appointmentByInvitee(q: Queryable, inviteeUuid: string, lock: boolean): Promise<CalendlyAppointmentRow | null> {
  const r = await q.query<CalendlyAppointmentRow>(
    `SELECT id, therapist_id, client_id, start_time, end_time, cancelled, request_cancellation FROM appointments
     WHERE calendly_invitee_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [inviteeUuid],
  );
  return r.rows[0] ?? null;
}

/** Notes that Calendly's side of the appointment is cancelled (the first time only), so Aliento never cancels it again. */
export async function markCalendlyCanceled(q: Queryable, appointmentId: string): Promise<void> {
  await q.query('UPDATE appointments SET calendly_canceled_at = COALESCE(calendly_canceled_at, now()) WHERE id = $1', [appointmentId]);
}

/**
 * A cancellation asked in Calendly at `at`: on time, the credit is back and the appointment cancelled
 * (AUTO_REFUNDED); late, the request waits for a decision (PENDING). Only a live appointment with no request changes.
 */
export async function requestCancellationFromCalendly(q: Queryable, appointmentId: string, at: Date, onTime: boolean): Promise<void> {
  await q.query(
    `UPDATE appointments SET request_cancellation = true, request_cancellation_date = $2, refund_status = $3,
       credit_returned_at = CASE WHEN $4::boolean THEN $2::timestamptz END, cancelled = $4::boolean,
       cancelled_at = CASE WHEN $4::boolean THEN now() END, updated_at = now()
     WHERE id = $1 AND NOT request_cancellation AND NOT cancelled`,
    [appointmentId, at, onTime ? 'AUTO_REFUNDED' : 'PENDING', onTime],
  );
}

/** The new Calendly event an appointment moved to (a reschedule): its ids, name and time; the reminder is due again. */
export async function moveToCalendlyEvent(
  q: Queryable,
  appointmentId: string,
  event: { eventUuid: string; inviteeUuid: string; name: string | null; start: Date; end: Date },
): Promise<void> {
  await q.query(
    `UPDATE appointments SET calendly_event_id = $2, calendly_invitee_id = $3, name = COALESCE($4, name), start_time = $5,
       end_time = $6, reminder_sent_at = NULL, updated_at = now() WHERE id = $1`,
    [appointmentId, event.eventUuid, event.inviteeUuid, event.name, event.start, event.end],
  );
}
