/** The SQL of the admin's mail delivery view over `mail_outbox` (the outbox itself is mail/outbox.ts); the rules are in services/mail-delivery.ts. */
import type { MailDeliveryItem, MailDeliveryQuery } from '@aliento/contracts/mail-delivery';
import type { Queryable } from '../db';

/** A mail as the delivery view reads it. */
export type MailDeliveryRow = {
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

const FILTERS: Record<MailDeliveryQuery['status'], string> = {
  // the problem filters match the partial index mail_outbox_problem_idx
  problems: `(status = 'failed' OR last_error IS NOT NULL) AND status <> 'sent'`,
  failed: `status = 'failed'`,
  retrying: `last_error IS NOT NULL AND status IN ('pending', 'sending')`,
  all: 'true',
};

const COLUMNS = 'id, to_address, subject, kind, status, attempts, last_error, created_at, last_attempt_at, next_attempt_at, sent_at';

/** Up to `limit` mails matching `status`, newest first. */
export async function mailDeliveryRows(q: Queryable, status: MailDeliveryQuery['status'], limit: number): Promise<{ rows: MailDeliveryRow[] }> {
  return q.query<MailDeliveryRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE ${FILTERS[status]} ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
}

/** How many mails failed for good. */
export async function failedMailCount(q: Queryable): Promise<number> {
  const failed = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'failed'`);
  return failed.rows[0].n;
}

/** Puts a failed or waiting mail back in the queue for now; answers its row (undefined when it is neither). */
export async function requeueMail(q: Queryable, id: string): Promise<MailDeliveryRow | undefined> {
  const r = await q.query<MailDeliveryRow>(
    `UPDATE mail_outbox SET status = 'pending', next_attempt_at = now(), queued_at = now()
     WHERE id = $1 AND status IN ('failed', 'pending') RETURNING ${COLUMNS}`,
    [id],
  );
  return r.rows[0];
}

/** A mail's status (undefined when unknown). */
export async function mailStatus(q: Queryable, id: string): Promise<MailDeliveryRow['status'] | undefined> {
  const current = await q.query<{ status: MailDeliveryRow['status'] }>('SELECT status FROM mail_outbox WHERE id = $1', [id]);
  return current.rows[0]?.status;
}
