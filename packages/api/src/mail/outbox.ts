/**
 * Mail: every message is written to the `mail_outbox` table (readable by admins and tests). When SMTP_URL is set
 * a dispatcher claims pending rows (FOR UPDATE SKIP LOCKED, safe with several replicas) and sends them.
 */
import type { OutboxMail } from '@aliento/contracts/admin';
import type { Language } from '@aliento/contracts/enums';
import type { Db, Queryable } from '../db';

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
};

type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailMessage['attachments'] | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
};

type Transport = { sendMail(m: Record<string, unknown>): Promise<unknown>; close?(): void };

const MAX_ATTEMPTS = 5;

/** Queues mails and (with SMTP) delivers them. */
export class Mailer {
  private transport?: Transport;
  private running?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl?: string; from: string },
  ) {}

  /** Queues a mail (inside the caller's transaction when `q` is one); returns the row id or null if deduped. */
  async enqueue(q: Queryable, m: MailMessage): Promise<string | null> {
    const r = await q.query<{ id: string }>(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, kind, language, dedupe_key, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [m.to, m.subject, m.text, m.html ?? null, m.kind ?? 'generic', m.language ?? 'es', m.dedupeKey ?? null,
        m.attachments ? JSON.stringify(m.attachments) : null],
    );
    if (this.opts.smtpUrl) setImmediate(() => void this.flush());
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

  /** Starts periodic delivery (SMTP only); also retries mails stuck in `sending` after a crash. */
  start(intervalMs = 15_000): void {
    if (!this.opts.smtpUrl || this.timer) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
    void this.flush();
  }

  /** Stops delivery and waits for a running batch. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close?.();
  }

  /** Delivers pending mails now (one batch at a time per process). */
  flush(): Promise<void> {
    if (!this.opts.smtpUrl) return Promise.resolve();
    this.running ??= this.deliver().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async getTransport(): Promise<Transport> {
    if (!this.transport) {
      const nodemailer = await import('nodemailer');
      this.transport = nodemailer.createTransport(this.opts.smtpUrl) as unknown as Transport;
    }
    return this.transport;
  }

  private async deliver(): Promise<void> {
    for (;;) {
      const claimed = await this.db.query<OutboxRow>(
        `UPDATE mail_outbox SET status = 'sending', claimed_at = now(), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE (status = 'pending' OR (status = 'sending' AND claimed_at < now() - interval '5 minutes'))
             AND attempts < ${MAX_ATTEMPTS}
           ORDER BY created_at LIMIT 10 FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, text_body, html_body, attachments, status, attempts, created_at, sent_at`,
      );
      if (claimed.rows.length === 0) return;
      const transport = await this.getTransport();
      for (const row of claimed.rows) {
        try {
          await transport.sendMail({
            from: this.opts.from,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body ?? undefined,
            attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
          });
          await this.db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
        } catch (e) {
          const final = row.attempts >= MAX_ATTEMPTS;
          await this.db.query(`UPDATE mail_outbox SET status = $2, last_error = $3 WHERE id = $1`, [
            row.id,
            final ? 'failed' : 'pending',
            String((e as Error).message ?? e).slice(0, 500),
          ]);
        }
      }
    }
  }
}
