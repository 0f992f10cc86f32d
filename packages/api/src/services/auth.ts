/** Registration, login, forgot and reset password, and token checks (no HTTP here). */
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES, type LoginResponse, type RegisterRequest, type RegisterResponse } from '@aliento/contracts/auth';
import type { Language, Role } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import { PLANS } from '@aliento/contracts/plans';
import { DEFAULT_COUNTRY } from '@aliento/contracts/countries';
import type { Queryable } from '../db';
import { AppError, isUniqueViolation, isUuid } from '../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/passwords';
import type { AccessClaims } from '../lib/tokens';
import { passwordChangedMail, passwordResetMail, welcomeClientMail, welcomeProviderMail } from '../mail/templates';
import { mainRole, recordAudit, type AuditActor } from './audit';
import type { VersionSnapshot } from './cache-versions';
import type { ServiceContext } from './context';
import { findUserByEmail, findUserById, isApproved, type UserRow } from './users';

/** The authenticated caller of a request, as re-read from the database. */
export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  approved: boolean;
  language: Language;
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The caller as the routes see them, from their row (the bearer check's cache keeps this). */
export function authUserOf(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    approved: isApproved(row),
    language: row.language,
  };
}

function claimsOf(row: UserRow): AccessClaims {
  const { language: _language, ...user } = authUserOf(row);
  return { ...user, ver: row.token_version };
}

/** Signs a token for a user row. */
export function issueToken(ctx: ServiceContext, row: UserRow): Promise<string> {
  return ctx.tokens.sign(claimsOf(row));
}

/** Creates a client (free plan, 1 credit) or an unapproved provider in one transaction. 409 on a taken e-mail. */
export async function register(ctx: ServiceContext, body: RegisterRequest, lang: Language): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(body.password);
  const roles: Role[] = body.role === 'client' ? ['ROLE_CLIENT'] : ['ROLE_THERAPIST'];
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const u = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, roles, language)
         VALUES ($1, $2, $3, $4, $5, $6::text[], $7) RETURNING id`,
        [body.email, passwordHash, body.firstName, body.lastName, body.phoneNumber, roles, lang],
      );
      const userId = u.rows[0].id;
      if (body.role === 'client') {
        await tx.query(
          `INSERT INTO client_profiles (user_id, therapist_gender, therapist_orientation, therapist_lgbtq,
             therapist_country_of_origin, therapy_type, age, referral)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [userId, body.therapistGender, body.therapistOrientation, body.therapistLGBTQ, body.therapistCountryOfOrigin,
            body.therapyType, body.age, body.referral],
        );
        const free = PLANS.PLAN_FREE;
        await tx.query(
          `INSERT INTO subscriptions (client_id, plan, current_credit, initial_credit, active, free_granted)
           VALUES ($1, 'PLAN_FREE', $2, $2, true, true)`,
          [userId, free.credits],
        );
        const mail = welcomeClientMail(lang, { firstName: body.firstName, link: `${ctx.config.publicWebUrl}/signin` });
        await ctx.mailer.enqueue(tx, { to: body.email, ...mail, kind: 'welcome', language: lang });
      } else {
        await tx.query(
          `INSERT INTO therapists (user_id, approved, gender, lgbtq, orientation, country_of_origin, specialties,
             certifications, whatsapp, facebook, instagram, twitter, linkedin)
           VALUES ($1, false, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12)`,
          [userId, body.gender ?? null, body.LGBTQ ?? false, body.orientation ?? false,
            body.therapistCountryOfOrigin ?? DEFAULT_COUNTRY, [...new Set(body.selectedSpecialties ?? [])],
            body.certifications ?? '', body.whatsapp, body.facebook ?? '', body.instagram ?? '', body.twitter ?? '',
            body.linkedin ?? ''],
        );
        const mail = welcomeProviderMail(lang, { firstName: body.firstName });
        await ctx.mailer.enqueue(tx, { to: body.email, ...mail, kind: 'welcome', language: lang });
      }
      return userId;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError(409, 'emailInUse', { email: 'emailInUse' });
    throw e;
  }
  return { message: translateMessage('accountCreated', lang), id, roles, approved: body.role === 'client' };
}

/** Checks credentials; 401 with the same message for an unknown e-mail or a wrong password. */
export async function login(ctx: ServiceContext, email: string, password: string, lang: Language): Promise<LoginResponse> {
  const row = await findUserByEmail(ctx.db, email);
  if (!row) {
    await burnPasswordCheck(password);
    throw new AppError(401, 'invalidCredentials');
  }
  if (!(await verifyPassword(password, row.password_hash))) throw new AppError(401, 'invalidCredentials');
  const approved = isApproved(row);
  const token = await issueToken(ctx, row);
  return approved ? { token, approved } : { token, approved, message: translateMessage('accountUnderReview', lang) };
}

/** Creates a single-use reset token (stored hashed) and mails the link; returns nothing either way. */
export async function sendPasswordReset(ctx: ServiceContext, q: Queryable, row: UserRow): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [row.id, sha256(token), RESET_TOKEN_TTL_MINUTES],
  );
  const link = `${ctx.config.publicWebUrl}/signin?token=${encodeURIComponent(token)}`;
  const mail = passwordResetMail(row.language, { firstName: row.first_name, link, minutes: RESET_TOKEN_TTL_MINUTES });
  await ctx.mailer.enqueue(q, { to: row.email, ...mail, kind: 'password-reset', language: row.language });
}

/**
 * Forgot password: mails a link when the account exists; the caller answers the same in every case. `actor` is
 * who asked (an admin sending it from the user's detail, or an anonymous visitor).
 */
export async function forgotPassword(ctx: ServiceContext, email: string, actor: AuditActor): Promise<void> {
  const row = await findUserByEmail(ctx.db, email);
  if (!row) return;
  await ctx.db.transaction(async (tx) => {
    await sendPasswordReset(ctx, tx, row);
    await recordAudit(tx, { actor, action: 'password.reset_sent', subjectId: row.id });
  });
}

/** Consumes a reset token atomically and sets the new password; older access tokens stop working. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const used = await tx.query<{ user_id: string }>(
      `UPDATE password_reset_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [sha256(token)],
    );
    const id = used.rows[0]?.user_id;
    if (!id) throw new AppError(400, 'resetTokenInvalid', { resetPasswordToken: 'resetTokenInvalid' });
    const user = await tx.query<{ roles: Role[] }>(
      `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING roles`,
      [id, passwordHash],
    );
    // the holder of the mailed link acts as the user (it proves access to their mailbox)
    const actor = { id, role: mainRole(user.rows[0].roles) };
    await recordAudit(tx, { actor, action: 'password.reset', subjectId: id, changes: { password: { redacted: true } }, details: { via: 'resetLink' } });
    // every other outstanding link of this user dies with this reset
    await tx.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [id]);
    return id;
  });
  const row = await findUserById(ctx.db, userId);
  if (row) {
    const mail = passwordChangedMail(row.language, { firstName: row.first_name });
    await ctx.mailer.enqueue(ctx.db, { to: row.email, ...mail, kind: 'password-changed', language: row.language });
  }
}

/**
 * Verifies a bearer token and checks it against the user as of `at` (a version snapshot read after the request
 * arrived): refused when the signature, algorithm or expiry is wrong, the user no longer exists, or the token
 * version is older than the database's (password/role change). The user is re-read from the database unless
 * this replica already read them at that version (services/auth-user-cache.ts).
 */
export async function authenticateToken(
  ctx: ServiceContext,
  token: string,
  at: Promise<VersionSnapshot> = ctx.versions.read(),
): Promise<{ ok: true; user: AuthUser } | { ok: false; reason: 'expired' | 'invalid' }> {
  const v = ctx.tokens.verify(token);
  if (!v.ok) return v;
  if (!isUuid(v.claims.id)) return { ok: false, reason: 'invalid' };
  const record = await ctx.authUsers.get(v.claims.id, await at);
  if (!record || record.tokenVersion !== v.claims.ver) return { ok: false, reason: 'invalid' };
  return { ok: true, user: record.user };
}
