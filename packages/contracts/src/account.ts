/**
 * Account and session calls: sign-out, silent renewal, e-mail verification, and credential changes that need the
 * current password. Sessions live on the server: signing out ends one everywhere, on every replica.
 */
import { z } from 'zod';
import { currentPasswordSchema, mustMatch, newPasswordSchema, requiredText } from './common';

/** Lifetime of an e-mail verification link, in hours. */
export const VERIFY_TOKEN_TTL_HOURS = 72;

/** Why the browser ends a session: the person asked (`signout`) or the idle time ran out (`idle`). */
export const sessionEndReasonSchema = z.enum(['signout', 'idle']);
/** Why the browser ends a session. */
export type SessionEndReason = z.infer<typeof sessionEndReasonSchema>;

/** `POST /api/logout` body (bearer): ends the caller's session. 200 `{ message }`. */
export const logoutRequestSchema = z.object({ reason: sessionEndReasonSchema.default('signout') });
/** `POST /api/logout` body. */
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

/** `POST /api/session/renew` answer (bearer, no body): a fresh token of the same session, with current claims. */
export const renewSessionResponseSchema = z.object({ token: z.string() });
/** `POST /api/session/renew` answer. */
export type RenewSessionResponse = z.infer<typeof renewSessionResponseSchema>;

/** The session settings a signed-in page needs (part of `GET /api/config`). */
export const sessionConfigSchema = z.object({
  /** Without activity for this long, the page signs out. */
  idleSeconds: z.number().int().positive(),
  /** The warning shows this long before the idle sign-out. */
  warningSeconds: z.number().int().positive(),
});
/** Session settings of `GET /api/config`. */
export type SessionConfig = z.infer<typeof sessionConfigSchema>;

/** `POST /api/verify-email` body (public): the token from the mailed `/verify-email?token=` link. */
export const verifyEmailRequestSchema = z.object({ token: requiredText(200) });
/** `POST /api/verify-email` body. */
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** `POST /api/verify-email` answer: whether this verification unlocked the free first session. */
export const verifyEmailResponseSchema = z.object({ message: z.string(), freeSessionGranted: z.boolean() });
/** `POST /api/verify-email` answer. */
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** `PUT /api/users/{id}/password` body (the user themself): current and new password. 200 `{ message }`. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
/** `PUT /api/users/{id}/password` body. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The settings form for a new password: current, new, and the new one again ('Must match initial password'). */
export const changePasswordFormSchema = mustMatch(
  z.object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  }),
  'newPassword',
  'confirmNewPassword',
  'mustMatchInitialPassword',
);
/** The settings form for a new password. */
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
