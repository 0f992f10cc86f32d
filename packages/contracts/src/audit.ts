/**
 * The audit trail: the vocabulary of recorded actions and the admin's `GET /api/admin/users/{id}/history` answer.
 * Every money, role, approval, credential, preference and cancellation action is recorded by the API in the same
 * transaction as the action; nothing in the trail can be changed afterwards.
 */
import { z } from 'zod';
import { dateTimeText, idSchema } from './common';

/**
 * Every action the trail records, `family.what`. To record a new one, append it here (the database accepts any
 * `family.what` name) and give it a label in the admin remote's catalogue (`history.actions`); a screen that
 * does not know an action yet shows its name.
 */
export const AUDIT_ACTIONS = [
  // money
  'payment.credited',
  'payment.reversed',
  'free_session.granted',
  'appointment.booked',
  'appointment.rescheduled',
  'refund.policy',
  'refund.accepted',
  'refund.declined',
  // cancellations
  'cancellation.requested',
  'cancellation.confirmed',
  // roles and approval
  'role.changed',
  'approval.changed',
  // credentials
  'credentials.updated',
  'password.reset_sent',
  'password.reset',
  'password.changed',
  // profile, preferences and availability
  'profile.updated',
  'client_preferences.updated',
  'therapist_profile.updated',
  'profile_image.updated',
  'availability.updated',
] as const;
/** A recorded action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who acted: a signed-in user in their most privileged role, the system (a policy, a job, Stripe's webhook), or an
 * anonymous caller (e.g. someone who asked for a password reset link without signing in).
 */
export const AUDIT_ACTOR_ROLES = ['ROLE_ADMIN', 'ROLE_THERAPIST', 'ROLE_CLIENT', 'SYSTEM', 'ANONYMOUS'] as const;
/** The role an action was taken in. */
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** Kinds of records an action can name besides the user (append like actions). */
export const AUDIT_RESOURCE_TYPES = ['appointment', 'payment_intent'] as const;
/** A kind of record. */
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** One changed field: its value before and after, or only the fact that it changed (a password, never shown). */
export const auditChangeSchema = z.union([z.object({ before: z.unknown(), after: z.unknown() }), z.object({ redacted: z.literal(true) })]);
/** One changed field. */
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** A person named by an entry (null names when the account no longer exists, or for the system). */
const auditPersonSchema = z.object({
  id: idSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** One entry of a user's history. */
export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: dateTimeText(),
  /** An {@link AuditAction}; a string so that a screen older than the server still shows newer entries. */
  action: z.string(),
  actor: auditPersonSchema.extend({ role: z.string() }),
  /** The user the action concerns. */
  subject: auditPersonSchema,
  resource: z.object({ type: z.string(), id: z.string() }).nullable(),
  // objects with any keys as `z.object({}).catchall(…)`, not `z.record`: zod's record code would reach the admin's
  // first screen, since every chunk shares one zod module (1.2 KiB gzip)
  /** Changed fields (before/after); null when the action is not a change of stored values. */
  changes: z.object({}).catchall(auditChangeSchema).nullable(),
  /** Facts of the action that are not changes (a plan and its credits, the hours of notice...). */
  details: z.object({}).catchall(z.unknown()).nullable(),
});
/** One entry of a user's history. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/users/{id}/history` query: newest first, `limit` entries older than the `before` cursor. */
export const auditHistoryQuerySchema = z.object({
  limit: z.coerce.number({ error: 'invalidNumber' }).int().min(1).max(100).default(20),
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { error: 'invalidValue' })
    .optional(),
});
/** History query. */
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

/** `GET /api/admin/users/{id}/history` answer: a page of entries and the cursor of the next (older) page. */
export const auditHistoryResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
/** History answer. */
export type AuditHistoryResponse = z.infer<typeof auditHistoryResponseSchema>;
