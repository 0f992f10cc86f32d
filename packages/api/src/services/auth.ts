/** Sign-in, forgot and reset password, and the bearer token check (no HTTP here). */
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES, type LoginResponse } from '@aliento/contracts/auth';
import type { Language } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import { insertResetToken, useOpenResetTokensOf, useResetToken } from '../data/account-tokens';
import { findUserByEmail, findUserById, resetPasswordHash, type UserRow } from '../data/users';
import type { Queryable } from '../db';
import { AppError, isUuid } from '../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/passwords';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import { mainRole, recordAudit, type AuditActor } from './audit';
import type { AuthUser, ServiceContext, VersionSnapshot } from './context';
import { hit } from './limits';
import { endSessionsOf, startSession } from './sessions';
import { attemptFailed, attemptSucceeded, beginAttempt, unlockAccount } from './sign-in-guard';
import { isApproved } from './users';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Checks credentials and starts a session; 401 with the same message for an unknown e-mail or a wrong password.
 * Attempts are limited per account and per client `address` (services/sign-in-guard.ts).
 */
export async function login(ctx: ServiceContext, email: string, password: string, lang: Language, address: string): Promise<LoginResponse> {
  const attempt = await beginAttempt(ctx, email, address);
  const row = await findUserByEmail(ctx.db, email);
  const ok = row ? await verifyPassword(password, row.password_hash) : (await burnPasswordCheck(password), false);
  if (!row || !ok) {
    await attemptFailed(ctx, attempt, row);
    throw new AppError(401, 'invalidCredentials');
  }
  await attemptSucceeded(ctx, attempt);
  const approved = isApproved(row);
  const token = await startSession(ctx, row);
  return approved ? { token, approved } : { token, approved, message: translateMessage('accountUnderReview', lang) };
}

/** Creates a single-use reset token (stored hashed) valid for `minutes`, and answers its `/signin?token=` link. */
export async function resetLink(
  ctx: Pick<ServiceContext, 'config'>,
  q: Queryable,
  userId: string,
  minutes = RESET_TOKEN_TTL_MINUTES,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(q, userId, sha256(token), minutes);
  return `${ctx.config.publicWebUrl}/signin?token=${encodeURIComponent(token)}`;
}

/** Creates a reset token and mails its link; returns nothing either way. */
export async function sendPasswordReset(ctx: ServiceContext, q: Queryable, row: UserRow): Promise<void> {
  const link = await resetLink(ctx, q, row.id);
  const mail = passwordResetMail(row.language, { firstName: row.first_name, link, minutes: RESET_TOKEN_TTL_MINUTES });
  await ctx.mailer.enqueue(q, { to: row.email, ...mail, kind: 'password-reset', language: row.language });
}

/**
 * Forgot password: mails a link when the account exists, at most a few per address per hour whoever asks (so
 * nobody can flood someone's inbox); the caller answers the same in every case. `actor` is who asked (an admin
 * sending it from the user's detail, or an anonymous visitor).
 */
export async function forgotPassword(ctx: ServiceContext, email: string, actor: AuditActor): Promise<void> {
  const sent = await hit(ctx.db, 'reset-mail-target', email, 3600);
  if (sent.hits > ctx.config.rateLimit.mailsPerTargetHour) return;
  const row = await findUserByEmail(ctx.db, email);
  if (!row) return;
  await ctx.db.transaction(async (tx) => {
    await sendPasswordReset(ctx, tx, row);
    await recordAudit(tx, { actor, action: 'password.reset_sent', subjectId: row.id });
  });
}

/** Consumes a reset token atomically and sets the new password; every session and older token stops working. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await useResetToken(tx, sha256(token));
    if (!id) throw new AppError(400, 'resetTokenInvalid', { resetPasswordToken: 'resetTokenInvalid' });
    const roles = await resetPasswordHash(tx, id, passwordHash);
    // the holder of the mailed link acts as the user (it proves access to their mailbox)
    const actor = { id, role: mainRole(roles) };
    await recordAudit(tx, {
      actor,
      action: 'password.reset',
      subjectId: id,
      changes: { password: { redacted: true } },
      details: { via: 'resetLink' },
    });
    // every other outstanding link of this user dies with this reset
    await useOpenResetTokensOf(tx, id);
    await endSessionsOf(tx, id, 'password-reset');
    return id;
  });
  const row = await findUserById(ctx.db, userId);
  if (row) {
    await unlockAccount(ctx, row.email);
    const mail = passwordChangedMail(row.language, { firstName: row.first_name });
    await ctx.mailer.enqueue(ctx.db, { to: row.email, ...mail, kind: 'password-changed', language: row.language });
  }
}

/**
 * Verifies a bearer token and checks it against its session and user as of `at` (a version snapshot read after
 * the request arrived): refused when the signature, algorithm or expiry is wrong, the session ended or belongs to
 * someone else, the user no longer exists, or the token version is older than the database's (password or role
 * change). Read from the database unless this replica already read the session at that version
 * (cache/auth-user.ts).
 */
export async function authenticateToken(
  ctx: ServiceContext,
  token: string,
  at: Promise<VersionSnapshot> = ctx.versions.read(),
): Promise<{ ok: true; user: AuthUser } | { ok: false; reason: 'expired' | 'invalid' }> {
  const v = ctx.tokens.verify(token);
  if (!v.ok) return v;
  if (!isUuid(v.claims.id) || !isUuid(v.claims.sid)) return { ok: false, reason: 'invalid' };
  const record = await ctx.authUsers.get(v.claims.sid, await at);
  if (!record || !record.open || record.user.id !== v.claims.id || record.tokenVersion !== v.claims.ver) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, user: record.user };
}
