/** Admin view of mail delivery: the mails in trouble, and sending one again (a new retry window from now). */
import type { MailDeliveryItem, MailDeliveryQuery, MailDeliveryResponse } from '@aliento/contracts/mail-delivery';
import { failedMailCount, type MailDeliveryRow, mailDeliveryRows, mailStatus, requeueMail } from '../data/mail-delivery';
import { AppError, notFound } from '../lib/app-error';
import { deliveryHealth } from '../mail/delivery-alert';
import type { ServiceContext } from './context';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toItem(r: MailDeliveryRow): MailDeliveryItem {
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
export async function listMailDeliveries(ctx: ServiceContext, query: MailDeliveryQuery): Promise<MailDeliveryResponse> {
  const [rows, health] = await Promise.all([mailDeliveryRows(ctx.db, query.status, query.limit), deliveryHealth(ctx.db, ctx.config.mail)]);
  const failed = await failedMailCount(ctx.db);
  return {
    summary: { smtp: ctx.mailer.delivers, failed, retrying: health.retrying, longRetrying: health.long_retrying },
    mails: rows.rows.map(toItem),
  };
}

/**
 * Sends a failed or waiting mail again now, with a fresh retry window. A mail being sent at this moment or already
 * sent is refused (409): sending it again would deliver it twice.
 */
export async function resendMail(ctx: ServiceContext, id: string): Promise<MailDeliveryItem> {
  const row = await requeueMail(ctx.db, id);
  if (!row) {
    const status = await mailStatus(ctx.db, id);
    if (!status) throw notFound('mailNotFound');
    throw new AppError(409, status === 'sent' ? 'mailAlreadySent' : 'mailBeingSent');
  }
  setImmediate(() => void ctx.mailer.flush());
  return toItem(row);
}
