/**
 * Admin view of mail delivery (ROLE_ADMIN): `GET /api/admin/mail` lists the mails in trouble (failed, or waiting
 * for a retry after an error) with a summary, and `POST /api/admin/mail/{id}/resend` sends one again now. Bodies
 * are never part of it: a reset link is for its recipient only.
 */
import { z } from 'zod';
import { dateTimeText, idSchema } from './common';

/** Which mails the list shows: `problems` (failed or retrying, the default), `failed`, `retrying`, or `all` recent. */
export const mailDeliveryFilterSchema = z.enum(['problems', 'failed', 'retrying', 'all']);
/** List filter. */
export type MailDeliveryFilter = z.infer<typeof mailDeliveryFilterSchema>;

/** `GET /api/admin/mail` query. */
export const mailDeliveryQuerySchema = z.object({
  status: mailDeliveryFilterSchema.default('problems'),
  limit: z.coerce.number({ error: 'invalidNumber' }).int().min(1).max(200).default(50),
});
/** `GET /api/admin/mail` query. */
export type MailDeliveryQuery = z.infer<typeof mailDeliveryQuerySchema>;

/**
 * One mail's delivery state: `pending` (waiting; `lastError` set when it is being retried after a failure),
 * `sending`, `sent`, or `failed` (given up: a final SMTP refusal or the retry window ended).
 */
export const mailDeliveryItemSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  /** What the mail is (`password-reset`, `appointment.booking`, `contact`...). */
  kind: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: dateTimeText(),
  lastAttemptAt: dateTimeText().nullable(),
  /** When the next try is due (pending mails only). */
  nextAttemptAt: dateTimeText().nullable(),
  sentAt: dateTimeText().nullable(),
});
/** One mail's delivery state. */
export type MailDeliveryItem = z.infer<typeof mailDeliveryItemSchema>;

/** `GET /api/admin/mail` answer. */
export const mailDeliveryResponseSchema = z.object({
  summary: z.object({
    /** False when the server has no SMTP_URL: mails stay in the outbox and are not sent at all. */
    smtp: z.boolean(),
    failed: z.number().int(),
    retrying: z.number().int(),
    /** Retrying for longer than the alert delay (the same mails the log alert counts). */
    longRetrying: z.number().int(),
  }),
  mails: z.array(mailDeliveryItemSchema),
});
/** `GET /api/admin/mail` answer. */
export type MailDeliveryResponse = z.infer<typeof mailDeliveryResponseSchema>;

/** `POST /api/admin/mail/{id}/resend` params. */
export const mailResendParamsSchema = z.object({ id: idSchema });
