/** Admin-only calls (ROLE_ADMIN): users, credentials, preferences, cancellation requests, refunds, mail outbox. */
import { z } from 'zod';
import { dateTimeText, emailSchema, idSchema, newPasswordSchema, phoneSchema, requiredText, text } from './common';
import { appointmentPartySchema, appointmentSchema, calendlyAppointmentSchema } from './appointments';
import { clientPreferencesRequestSchema } from './clients';
import { refundStatusSchema, roleSchema } from './enums';
import { therapistPreferencesShape } from './therapists';

/** One row of `GET /api/admin/users`. */
export const adminUserSchema = z.object({
  _id: idSchema,
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  roles: z.array(roleSchema),
  approved: z.boolean(),
  createdAt: dateTimeText(),
});
/** One row of the admin user list. */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/admin/users` query: optional text search on name and e-mail. */
export const adminUsersQuerySchema = z.object({ search: text().max(200, { error: 'tooLong' }).optional() });
/** `GET /api/admin/users` answer. */
export const adminUsersResponseSchema = z.array(adminUserSchema);
/** `GET /api/admin/users` answer. */
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/**
 * `PUT /api/admin/update-credentials` body. `newPassword` empty or absent = keep the password; when given,
 * `confirmNewPassword` must equal it ('Must match initial password'). Answer: the updated {@link adminUserSchema}.
 * A password or role change invalidates the user's older tokens.
 */
export const updateCredentialsRequestSchema = z
  .object({
    _id: idSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailSchema,
    phoneNumber: z.union([z.literal(''), phoneSchema], { error: 'invalidPhone' }).optional(),
    newPassword: z.union([z.literal(''), newPasswordSchema], { error: 'passwordTooShort' }).optional(),
    confirmNewPassword: text().optional(),
    roles: z.array(roleSchema, { error: 'rolesRequired' }).min(1, { error: 'rolesRequired' }).max(3, { error: 'invalidValue' }),
  })
  .refine((v) => !v.newPassword || v.newPassword === v.confirmNewPassword, {
    error: 'mustMatchInitialPassword',
    path: ['confirmNewPassword'],
    when: (p) => {
      const v = p.value as Record<string, unknown> | undefined;
      return typeof v?.newPassword === 'string' && v.newPassword !== '';
    },
  });
/** `PUT /api/admin/update-credentials` body. */
export type UpdateCredentialsRequest = z.infer<typeof updateCredentialsRequestSchema>;

/** `PUT /api/admin/update-therapist` body: `_id` (therapist user id), the therapist fields, and `approved`. */
export const adminUpdateTherapistRequestSchema = z.object({
  _id: idSchema,
  ...therapistPreferencesShape,
  /** Approve (true) or suspend (false) the therapist; changes the `approved` token claim. */
  approved: z.boolean().optional(),
});
/** `PUT /api/admin/update-therapist` body. */
export type AdminUpdateTherapistRequest = z.infer<typeof adminUpdateTherapistRequestSchema>;

/** `PUT /api/admin/update-client` body: `_id` (client user id) and the client preferences. */
export const adminUpdateClientRequestSchema = clientPreferencesRequestSchema.extend({ _id: idSchema });
/** `PUT /api/admin/update-client` body. */
export type AdminUpdateClientRequest = z.infer<typeof adminUpdateClientRequestSchema>;

/** One row of `GET /api/admin/cancellation-requests`. */
export const cancellationRequestSchema = z.object({
  _id: idSchema,
  appointmentId: idSchema,
  client: appointmentPartySchema,
  therapist: appointmentPartySchema,
  calendlyAppointment: calendlyAppointmentSchema.nullable(),
  /** Null once the appointment is cancelled (its room is closed). */
  jitsiLink: z.string().nullable(),
  requestCancellationDate: dateTimeText().nullable(),
  cancelled: z.boolean(),
  refundStatus: refundStatusSchema,
  /** What the client wrote when asking to cancel; null when they gave no reason. */
  cancellationReason: z.string().nullable().optional(),
});
/** One cancellation request. */
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

/** `GET /api/admin/cancellation-requests` answer. */
export const cancellationRequestsResponseSchema = z.array(cancellationRequestSchema);

/** `PUT /api/admin/refund` and `PUT /api/admin/decline` body. */
export const refundDecisionRequestSchema = z.object({ appointmentId: idSchema });
/** Refund/decline body. */
export type RefundDecisionRequest = z.infer<typeof refundDecisionRequestSchema>;

/** Refund/decline answer. */
export const refundDecisionResponseSchema = z.object({ message: z.string(), appointment: appointmentSchema });

/** One mail of the outbox. */
export const outboxMailSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** `pending` (not sent yet or no SMTP), `sent`, or `failed`. */
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: dateTimeText(),
  sentAt: dateTimeText().nullable(),
});
/** One mail of the outbox. */
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** `GET /api/admin/outbox` query: latest first; optional recipient filter (case-insensitive) and limit. */
export const outboxQuerySchema = z.object({
  to: text().max(254, { error: 'tooLong' }).optional(),
  limit: z.coerce.number({ error: 'invalidNumber' }).int().min(1).max(200).default(50),
});
/** `GET /api/admin/outbox` query. */
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** `GET /api/admin/outbox` answer. */
export const outboxResponseSchema = z.array(outboxMailSchema);
/** `GET /api/admin/outbox` answer. */
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
