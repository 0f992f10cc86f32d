/**
 * The SQL of the single-use links mailed to a user, stored hashed: password reset (`password_reset_tokens`) and
 * e-mail verification (`email_verification_tokens`); the rules are in services/auth.ts and services/email-verification.ts.
 */
import type { Queryable } from '../db';

/** Stores a reset token's hash, valid for `minutes`. */
export async function insertResetToken(q: Queryable, userId: string, tokenHash: string, minutes: number): Promise<void> {
  await q.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, tokenHash, minutes],
  );
}

/** Uses an unused, unexpired reset token; answers its user's id (undefined when there is none). */
export async function useResetToken(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const used = await q.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return used.rows[0]?.user_id;
}

/** Marks every unused reset token of a user used (a link mailed earlier stops working). */
export async function useOpenResetTokensOf(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** Stores a verification token's hash for `email`, valid for `hours`. */
export async function insertVerificationToken(q: Queryable, userId: string, email: string, tokenHash: string, hours: number): Promise<void> {
  await q.query(
    `INSERT INTO email_verification_tokens (user_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [userId, email, tokenHash, hours],
  );
}

/** Uses an unused, unexpired verification token; answers its user and address (undefined when there is none). */
export async function useVerificationToken(q: Queryable, tokenHash: string): Promise<{ user_id: string; email: string } | undefined> {
  const used = await q.query<{ user_id: string; email: string }>(
    `UPDATE email_verification_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, email`,
    [tokenHash],
  );
  return used.rows[0];
}
