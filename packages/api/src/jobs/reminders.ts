/**
 * The 24-hour reminder job. Each run claims due appointments with FOR UPDATE SKIP LOCKED, queues the reminders in
 * the outbox and marks them sent in the same transaction: nothing is kept in memory, so it survives restarts, and
 * several API replicas can run it at once without sending a reminder twice (the outbox dedupe key is a second guard).
 */
import type { FastifyBaseLogger } from 'fastify';
import { recordEvent } from '../services/appointments';
import type { ServiceContext } from '../services/context';
import { loadMailData, notifyReminder } from '../services/notifications';
import { startPeriodicJob } from './periodic';

/** How long before the start a reminder goes out. */
export const REMINDER_HOURS = 24;
const BATCH = 25;

/**
 * Sends the reminders that are due now; returns how many appointments were reminded. Due: live (not cancelled,
 * no cancellation requested), starting within the next 24 hours, and booked more than 24 hours before the start
 * (a later booking has just received its confirmation).
 */
export async function runReminders(ctx: ServiceContext, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const due = await tx.query<{ id: string }>(
        `SELECT id FROM appointments
         WHERE reminder_sent_at IS NULL AND NOT cancelled AND NOT request_cancellation AND start_time IS NOT NULL
           AND start_time > $1 AND start_time <= $1::timestamptz + make_interval(hours => $2)
           AND created_at < start_time - make_interval(hours => $2)
         ORDER BY start_time LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [now, REMINDER_HOURS],
      );
      for (const { id } of due.rows) {
        await notifyReminder(ctx, tx, await loadMailData(tx, ctx.config.videoHost, id));
        await tx.query('UPDATE appointments SET reminder_sent_at = $2 WHERE id = $1', [id, now]);
        await recordEvent(tx, id, 'REMINDER_SENT', null);
      }
      return due.rows.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/** Runs the job now and then every `intervalMs` (default one minute); returns a stop function. */
export function startReminderJob(ctx: ServiceContext, log?: FastifyBaseLogger, intervalMs = 60_000): () => Promise<void> {
  return startPeriodicJob(
    'reminder job',
    async () => {
      const n = await runReminders(ctx);
      if (n > 0) log?.info({ reminders: n }, 'appointment reminders queued');
    },
    log,
    intervalMs,
  );
}
