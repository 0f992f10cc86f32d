/**
 * Mail: every message is written to the `mail_outbox` table (readable by admins and tests). When SMTP_URL is set
 * a dispatcher claims due rows (FOR UPDATE SKIP LOCKED, so several replicas send each mail once) and sends them.
 */
import type { OutboxMail } from '@aliento/contracts/admin';
import type { Language } from '@aliento/contracts/enums';
import type { MailConfig } from '../config';
import type { Db, Queryable } from '../db';
import { watchDelivery } from './delivery-alert';
import type { CalendarPart, MailLog } from './types';
import { errorSummary, isConnectionFailure, isPermanentFailure, retryDelayMs } from './retry';

/** A mail to queue. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: string;
  language?: Language;
  /** Optional unique key: a second mail with the same key is silently skipped. */
  dedupeKey?: string;
  attachments?: { filename: string; contentType: string; content: string /* base64 */ }[];
  /** Who a reply goes to (the contact form's sender), instead of the unattended From address. */
  replyTo?: { name: string; address: string };
  /** A calendar invitation or cancellation (iTIP), sent as a `text/calendar; method=…` alternative and an .ics file. */
  calendar?: CalendarPart;
};

type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailMessage['attachments'] | null;
  reply_to: MailMessage['replyTo'] | null;
  calendar: CalendarPart | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  /** Also the claim's token: a row reclaimed by another process after STALE_CLAIM has a higher count. */
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
};

type Transport = { sendMail(m: Record<string, unknown>): Promise<unknown>; close?(): void };

/** When to look again for a mail queued inside a transaction. */
const AFTER_COMMIT_MS = 300;
/** Mails claimed per round trip. */
const BATCH = 10;
/** A claim older than this belongs to a process that died mid-send; SMTP timeouts below keep live sends shorter. */
const STALE_CLAIM = "interval '5 minutes'";
/** nodemailer's own socket timeout is 10 minutes: a hung server would hold a claim past STALE_CLAIM. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Queues mails and (with SMTP) delivers them. Delivery state lives in the outbox rows (attempts, next_attempt_at,
 * last_error), so a restart or another replica carries on where this one stopped: a mail that fails waits with
 * exponential backoff and is retried for `mail.retryForMs` before it is marked failed for an admin to send again.
 */
export class Mailer {
  private transport?: Transport;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl?: string; from: string; mail: MailConfig; log?: MailLog },
  ) {}

  /** True when mails are really sent (SMTP configured); otherwise they stay in the outbox. */
  get delivers(): boolean {
    return Boolean(this.opts.smtpUrl);
  }

  /** Queues a mail (inside the caller's transaction when `q` is one); returns the row id or null if deduped. */
  async enqueue(q: Queryable, m: MailMessage): Promise<string | null> {
    const r = await q.query<{ id: string }>(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, kind, language, dedupe_key, attachments, reply_to, calendar)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        m.to,
        m.subject,
        m.text,
        m.html ?? null,
        m.kind ?? 'generic',
        m.language ?? 'es',
        m.dedupeKey ?? null,
        m.attachments ? JSON.stringify(m.attachments) : null,
        m.replyTo ? JSON.stringify(m.replyTo) : null,
        m.calendar ? JSON.stringify(m.calendar) : null,
      ],
    );
    if (this.opts.smtpUrl) {
      setImmediate(() => void this.flush());
      // inside a transaction the row is visible only after the caller commits: look again shortly after that
      // (the periodic poll is the guarantee; this only saves the wait)
      if (q !== this.db) setTimeout(() => void this.flush(), AFTER_COMMIT_MS).unref();
    }
    return r.rows[0]?.id ?? null;
  }

  /** Latest mails first, optionally for one recipient, or the one mail `id` (a UUID). */
  async list(opts: { to?: string; limit: number; id?: string }): Promise<OutboxMail[]> {
    const r = await this.db.query<OutboxRow>(
      `SELECT id, to_address, subject, text_body, html_body, status, attempts, created_at, sent_at, NULL AS attachments
       FROM mail_outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text)) AND ($3::uuid IS NULL OR id = $3::uuid)
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [opts.to?.trim() || null, opts.limit, opts.id ?? null],
    );
    return r.rows.map((row) => ({
      _id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      status: row.status === 'sending' ? 'pending' : row.status,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }));
  }

  /** Starts periodic delivery (SMTP only): due retries, and mails whose sender process died mid-send. */
  start(intervalMs = this.opts.mail.pollMs): void {
    if (!this.opts.smtpUrl || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops delivery and waits for a running batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close?.();
    this.transport = undefined;
  }

  /** Delivers the mails that are due now (one batch at a time per process; a call during a batch runs another). */
  flush(): Promise<void> {
    if (!this.opts.smtpUrl || this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliver();
      } while (this.again);
    })()
      // a database hiccup must not crash the process: the rows stay due and the next tick tries again
      .catch((err) => this.opts.log?.error({ err: errorSummary(err) }, 'mail dispatcher failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async tick(): Promise<void> {
    await this.flush();
    if (this.opts.log)
      await watchDelivery(this.db, this.opts.mail, this.opts.log).catch((err) =>
        this.opts.log?.error({ err: errorSummary(err) }, 'mail alert check failed'),
      );
  }

  private async getTransport(): Promise<Transport> {
    if (!this.transport) {
      const nodemailer = await import('nodemailer');
      this.transport = nodemailer.createTransport(transportUrl(this.opts.smtpUrl as string, this.opts.mail.smtpName)) as unknown as Transport;
    }
    return this.transport;
  }

  private async deliver(): Promise<void> {
    for (;;) {
      const claimed = await this.db.query<OutboxRow>(
        `UPDATE mail_outbox SET status = 'sending', claimed_at = now(), last_attempt_at = now(), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND claimed_at < now() - ${STALE_CLAIM})
           ORDER BY next_attempt_at, created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, text_body, html_body, attachments, reply_to, calendar, status, attempts, created_at, sent_at`,
      );
      if (claimed.rows.length === 0) return;
      const transport = await this.getTransport();
      let unreachable: unknown;
      for (const row of claimed.rows) {
        if (unreachable) {
          await this.failed(row, unreachable);
          continue;
        }
        try {
          await transport.sendMail(this.message(row));
          await this.db.query(
            `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1 AND status = 'sending' AND attempts = $2`,
            [row.id, row.attempts],
          );
        } catch (err) {
          if (isConnectionFailure(err)) unreachable = err;
          await this.failed(row, err);
        }
      }
    }
  }

  private message(row: OutboxRow): Record<string, unknown> {
    return {
      from: this.opts.from,
      to: row.to_address,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
      // RFC 3834: every mail here is sent by the system, so auto-responders (vacation notices) stay quiet
      headers: { 'Auto-Submitted': 'auto-generated' },
      attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
      // nodemailer lays it out as Gmail does: a text/calendar alternative beside text and HTML, and the same
      // calendar as an attached .ics file (docs/deploy.md "Calendar invitations")
      icalEvent: row.calendar ? { method: row.calendar.method, filename: row.calendar.filename, content: row.calendar.content } : undefined,
    };
  }

  /** Schedules the next attempt, or marks the mail failed when the error is final or the retry window is over. */
  private async failed(row: OutboxRow, err: unknown): Promise<void> {
    const delay = retryDelayMs(row.attempts, this.opts.mail);
    await this.db.query(
      `UPDATE mail_outbox SET
         status = CASE WHEN $3 OR now() + make_interval(secs => $4::double precision / 1000) > queued_at + make_interval(secs => $5::double precision / 1000)
                  THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + make_interval(secs => $4::double precision / 1000),
         last_error = $6
       WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [row.id, row.attempts, isPermanentFailure(err), delay, this.opts.mail.retryForMs, errorSummary(err)],
    );
  }
}

/** SMTP_URL with our greeting name and bounded timeouts, unless the URL sets them itself (nodemailer reads the query). */
export function transportUrl(smtpUrl: string, smtpName: string): string {
  const url = new URL(smtpUrl);
  const defaults: Record<string, string | number> = { name: smtpName, ...SMTP_TIMEOUTS };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
