/**
 * Calendly events Aliento cancels: the orphan of a booking Aliento refused or failed after Calendly had created the
 * event, and the event of an appointment cancelled in Aliento. Each is queued in the database (in the transaction
 * that decided it, when there is one) and then sent to Calendly's cancellation API at once; one that Calendly did
 * not confirm is retried by the job with a growing delay, by whichever replica claims it first.
 */
import type { Db, Queryable } from '../../db';
import type { CalendlyAccounts } from './accounts';
import { CalendlyHttpError, type CalendlyApi } from './api-client';

/** What a logger needs for this module (Fastify's logger fits). */
export type CalendlyLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** A claimed cancellation is left alone by other replicas this long (longer than one Calendly call). */
const LEASE_SECONDS = 120;

type Row = { event_uuid: string; therapist_id: string; reason: string; attempts: number };

export class CalendlyCancellations {
  constructor(
    private readonly db: Db,
    private readonly api: CalendlyApi,
    private readonly accounts: CalendlyAccounts,
    private readonly log?: CalendlyLog,
  ) {}

  /** Queues the cancellation of an appointment's Calendly event, unless Calendly's side is already cancelled. */
  async enqueueForAppointment(q: Queryable, appointmentId: string, reason: string): Promise<void> {
    await q.query(
      `INSERT INTO calendly_cancellations (event_uuid, therapist_id, appointment_id, reason)
       SELECT calendly_event_id, therapist_id, id, $2 FROM appointments
       WHERE id = $1 AND source = 'calendly' AND calendly_event_id IS NOT NULL AND calendly_canceled_at IS NULL
       ON CONFLICT (event_uuid) DO UPDATE SET state = 'pending', attempts = 0, next_attempt_at = now(), reason = EXCLUDED.reason,
         updated_at = now()
       WHERE calendly_cancellations.state = 'failed'`,
      [appointmentId, reason],
    );
  }

  /**
   * Queues an event no appointment holds. An event that a live appointment refers to is never an orphan: a replayed
   * booking of an already booked event must not cancel the session it belongs to.
   */
  async enqueueOrphan(q: Queryable, eventUuid: string, therapistId: string, reason: string): Promise<void> {
    await q.query(
      `INSERT INTO calendly_cancellations (event_uuid, therapist_id, reason)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM appointments WHERE calendly_event_id = $1 AND NOT cancelled)
       ON CONFLICT (event_uuid) DO NOTHING`,
      [eventUuid, therapistId, reason],
    );
  }

  /**
   * Sends due cancellations to Calendly now; returns how many Calendly confirmed. `freshOnly` (a request that just
   * queued one) sends only those never tried, so a person's cancellation never waits on a backlog of retries.
   */
  async run(freshOnly = false): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await this.db.query<Row>(
        `UPDATE calendly_cancellations SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1), updated_at = now()
         WHERE event_uuid IN (SELECT event_uuid FROM calendly_cancellations
                              WHERE state = 'pending' AND next_attempt_at <= now() AND (NOT $2::boolean OR attempts = 0)
                              ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING event_uuid, therapist_id, reason, attempts`,
        [LEASE_SECONDS, freshOnly],
      );
      for (const row of claimed.rows) if (await this.attempt(row)) done++;
      if (claimed.rows.length < BATCH) return done;
    }
  }

  private async attempt(row: Row): Promise<boolean> {
    let retry = true;
    let error = '';
    try {
      const access = await this.accounts.accessFor(row.therapist_id);
      if (!access) {
        retry = false;
        throw new Error('no Calendly access for this therapist any more');
      }
      try {
        await this.api.cancelEvent(access.token, row.event_uuid, row.reason);
      } catch (err) {
        if (!(err instanceof CalendlyHttpError) || err.status === 0 || err.status === 429 || err.status >= 500) throw err;
        // 4xx: gone, or already cancelled (by the invitee, the host, or an earlier attempt whose answer was lost)
        const event = err.status === 404 ? null : await this.api.event(access.token, row.event_uuid);
        if (event && event.status !== 'canceled') {
          retry = false;
          throw err;
        }
      }
      await this.finish(row.event_uuid);
      return true;
    } catch (err) {
      error = (err as Error).message;
    }
    const failed = !retry || row.attempts >= MAX_ATTEMPTS;
    await this.db.query(
      `UPDATE calendly_cancellations SET state = $2, last_error = $3, updated_at = now(),
         next_attempt_at = now() + make_interval(secs => $4) WHERE event_uuid = $1`,
      [row.event_uuid, failed ? 'failed' : 'pending', error.slice(0, 500), Math.min(6 * 3600, 30 * 2 ** row.attempts)],
    );
    if (failed) this.log?.error({ event: row.event_uuid, error }, 'a Calendly event could not be cancelled: cancel it in Calendly by hand');
    else this.log?.warn({ event: row.event_uuid, attempts: row.attempts, error }, 'Calendly cancellation will be retried');
    return false;
  }

  private async finish(eventUuid: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE calendly_cancellations SET state = 'done', last_error = NULL, updated_at = now() WHERE event_uuid = $1`, [eventUuid]);
      await tx.query('UPDATE appointments SET calendly_canceled_at = now() WHERE calendly_event_id = $1 AND calendly_canceled_at IS NULL', [
        eventUuid,
      ]);
    });
  }
}
