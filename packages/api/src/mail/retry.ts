/** When a failed mail is tried again, and which failures are final. Pure functions, so the schedule is testable. */
import type { MailConfig } from '../config';

/**
 * Delay before the next attempt after `attempts` failed ones: the base doubles each time up to the maximum, and a
 * random part (50–100 % of it) keeps several replicas and many queued mails from retrying in lockstep when the
 * SMTP server comes back.
 */
export function retryDelayMs(attempts: number, cfg: Pick<MailConfig, 'retryBaseMs' | 'retryMaxMs'>, random = Math.random): number {
  const exp = Math.min(cfg.retryMaxMs, cfg.retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(exp * (0.5 + random() * 0.5));
}

type SmtpError = { code?: string; responseCode?: number; message?: string };

/**
 * A 5xx answer about this message or its recipient (unknown mailbox, message refused) will not change by waiting:
 * the mail is marked failed at once for an admin to see. Everything else (server down, timeouts, 4xx, even a
 * wrong password, which an operator fixes) is retried.
 */
export function isPermanentFailure(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  return (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

/** The server could not be reached at all: the rest of a batch would fail the same way, so it is not tried now. */
export function isConnectionFailure(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  return e.code === 'ECONNECTION' || e.code === 'ETIMEDOUT' || e.code === 'EDNS' || e.code === 'ESOCKET' || e.code === 'ECONNREFUSED';
}

/** An error text fit for the database and the log: one line, bounded, with e-mail addresses masked. */
export function errorSummary(err: unknown): string {
  const e = err as SmtpError | undefined;
  const text = String(e?.message ?? err ?? 'unknown error');
  return text
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, 'address')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
