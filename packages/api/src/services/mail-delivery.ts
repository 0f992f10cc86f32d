/** Admin view of mail delivery: the mails in trouble, and sending one again (a new retry window from now). */
import type { MailDeliveryItem, MailDeliveryQuery, MailDeliveryResponse } from '@aliento/contracts/mail-delivery';
import { AppError, notFound } from '../lib/app-error';
import { deliveryHealth } from '../mail/delivery-alert';
import type { ServiceContext } from './context';

type Row = {
  id: string;
  to_address: string;
  subject: string;
  kind: string;
  status: MailDeliveryItem['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const FILTERS: Record<MailDeliveryQuery['status'], string> = {
  // the problem filters match the partial index mail_outbox_problem_idx
  problems: `(status = 'failed' OR last_error IS NOT NULL) AND status <> 'sent'`,
  failed: `status = 'failed'`,
  retrying: `last_error IS NOT NULL AND status IN ('pending', 'sending')`,
  all: 'true',
};

const COLUMNS = 'id, to_address, subject, kind, status, attempts, last_error, created_at, last_attempt_at, next_attempt_at, sent_at';

function toItem(r: Row): MailDeliveryItem {
  return {
    _id: r.id,
    to: r.to_address,
    subject: r.subject,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: iso(r.created_at) as string,
    lastAttemptAt: iso(r.last_attempt_at),
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    sentAt: iso(r.sent_at),
  };
}

/** The mails matching `query.status`, newest first, with the counts the log alert uses. */
export async function listMailDelivery(ctx: ServiceContext, query: MailDeliveryQuery): Promise<MailDeliveryResponse> {
  const [rows, health] = await Promise.all([
    ctx.db.query<Row>(`SELECT ${COLUMNS} FROM mail_outbox WHERE ${FILTERS[query.status]} ORDER BY created_at DESC, id DESC LIMIT $1`, [query.limit]),
    deliveryHealth(ctx.db, ctx.config.mail),
  ]);
  const failed = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'failed'`);
  return {
    summary: { smtp: ctx.mailer.delivers, failed: failed.rows[0].n, retrying: health.retrying, longRetrying: health.long_retrying },
    mails: rows.rows.map(toItem),
  };
}

/**
 * Sends a failed or waiting mail again now, with a fresh retry window. A mail being sent at this moment or already
 * sent is refused (409): sending it again would deliver it twice.
 */
export async function resendMail(ctx: ServiceContext, id: string): Promise<MailDeliveryItem> {
  const r = await ctx.db.query<Row>(
    `UPDATE mail_outbox SET status = 'pending', next_attempt_at = now(), queued_at = now()
     WHERE id = $1 AND status IN ('failed', 'pending') RETURNING ${COLUMNS}`,
    [id],
  );
  if (r.rows.length === 0) {
    const current = await ctx.db.query<{ status: Row['status'] }>('SELECT status FROM mail_outbox WHERE id = $1', [id]);
    const status = current.rows[0]?.status;
    if (!status) throw notFound('mailNotFound');
    throw new AppError(409, status === 'sent' ? 'mailAlreadySent' : 'mailBeingSent');
  }
  setImmediate(() => void ctx.mailer.flush());
  return toItem(r.rows[0]);
}
