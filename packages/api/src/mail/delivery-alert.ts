/**
 * The log alert for mail that keeps failing: one warn line per period for the whole deployment while mails wait for a
 * retry, one error line per period when mails were given up (even right after a warn), never one per mail, and one info
 * line when delivery works again. Each period is claimed in `app_settings` with a conditional write, so several
 * replicas do not each raise it. Lines carry counts, ages and
 * the latest SMTP error with addresses masked: never a mail's body or link.
 */
import type { MailConfig } from '../config';
import type { Queryable } from '../db';
import type { MailLog } from './types';

/** When the alert for mails waiting for a retry last went out (a period for the whole deployment). */
const WAITING_KEY = 'mail_alert_at';
/**
 * When the alert for mails given up last went out: a period of its own, so a mail given up (a password reset no one
 * will get unless an admin sends it again) is raised at once even when the waiting alert went out minutes before.
 */
const FAILED_KEY = 'mail_failed_alert_at';

type Health = { retrying: number; long_retrying: number; failed_recent: number; oldest: Date | string | null; last_error: string | null };

/** Counts the mails in trouble: waiting for a retry, retried for longer than the alert delay, failed recently. */
export async function deliveryHealth(q: Queryable, cfg: Pick<MailConfig, 'alertAfterMs' | 'alertEveryMs'>): Promise<Health> {
  const r = await q.query<Health>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS retrying,
            count(*) FILTER (WHERE status IN ('pending', 'sending') AND queued_at < now() - make_interval(secs => $1::double precision / 1000))::int AS long_retrying,
            count(*) FILTER (WHERE status = 'failed' AND last_attempt_at > now() - make_interval(secs => $2::double precision / 1000))::int AS failed_recent,
            min(queued_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest,
            (array_agg(last_error ORDER BY last_attempt_at DESC NULLS LAST))[1] AS last_error
     FROM mail_outbox WHERE status = 'failed' OR last_error IS NOT NULL`,
    [cfg.alertAfterMs, cfg.alertEveryMs],
  );
  return r.rows[0];
}

/** Takes the alert period `key` when the last one is over (one replica wins); false when it is not over yet. */
async function claimPeriod(q: Queryable, key: string, everyMs: number): Promise<boolean> {
  const claimed = await q.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, now()::text)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
     WHERE app_settings.value::timestamptz <= now() - make_interval(secs => $2::double precision / 1000)
     RETURNING key`,
    [key, everyMs],
  );
  return claimed.rows.length > 0;
}

/** Raises or clears the alert after a delivery round; returns what it logged (for tests), or null. */
export async function watchDelivery(q: Queryable, cfg: MailConfig, log: MailLog): Promise<'alert' | 'recovered' | null> {
  const h = await deliveryHealth(q, cfg);
  if (h.long_retrying > 0 || h.failed_recent > 0) {
    const oldestMinutes = h.oldest ? Math.round((Date.now() - new Date(h.oldest).getTime()) / 60_000) : null;
    const fields = { retrying: h.retrying, failed: h.failed_recent, oldestMinutes, lastError: h.last_error };
    if (h.failed_recent > 0 && (await claimPeriod(q, FAILED_KEY, cfg.alertEveryMs))) {
      // the error line says the mails are waiting too: no waiting alert after it in the same period
      await q.query(`INSERT INTO app_settings (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
        WAITING_KEY,
      ]);
      log.error(fields, 'mail delivery failing: some mails were given up and wait for an admin to send them again');
      return 'alert';
    }
    if (h.long_retrying > 0 && (await claimPeriod(q, WAITING_KEY, cfg.alertEveryMs))) {
      log.warn(fields, 'mail delivery failing: mails are waiting to be retried');
      return 'alert';
    }
    return null;
  }
  if (h.retrying === 0) {
    const cleared = await q.query(`DELETE FROM app_settings WHERE key IN ($1, $2) RETURNING key`, [WAITING_KEY, FAILED_KEY]);
    if (cleared.rows.length > 0) {
      log.info('mail delivery recovered: no mail is waiting for a retry');
      return 'recovered';
    }
  }
  return null;
}
