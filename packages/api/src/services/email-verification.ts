/**
 * E-mail verification and the free first session. A client's free session is granted when they confirm their
 * address, once per mailbox ever (`free_session_grants`, keyed by the normalized address `mailbox_of`, migration
 * 007), so registering again, with a "+tag" or with Gmail dots does not mint another one. Until then the account
 * can browse and buy; the free credit is simply not there yet.
 */
import { createHash, randomBytes } from 'node:crypto';
import { VERIFY_TOKEN_TTL_HOURS, type VerifyEmailResponse } from '@aliento/contracts/account';
import type { Language } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import type { Queryable } from '../db';
import { AppError } from '../lib/app-error';
import { verifyEmailMail, welcomeVerifyMail } from '../mail/account-templates';
import type { ServiceContext } from './context';
import { hit, LimitedError } from './limits';
import { insertVerificationToken, useVerificationToken } from '../data/account-tokens';
import { addFreeCredit, insertFreeSessionGrant } from '../data/subscriptions';
import { findUserById, markEmailVerified } from '../data/users';
import { recordAudit } from './audit';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new single-use link confirming `email` for the user (stored hashed). */
async function verificationLink(ctx: ServiceContext, q: Queryable, userId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertVerificationToken(q, userId, email, sha256(token), VERIFY_TOKEN_TTL_HOURS);
  return `${ctx.config.publicWebUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Who a verification mail goes to. */
export type Recipient = { id: string; email: string; firstName: string; language: Language };

/** Mails a verification link: the welcome mail of a new client, or a plain confirmation request. */
export async function sendVerification(ctx: ServiceContext, q: Queryable, to: Recipient, welcome = false): Promise<void> {
  const link = await verificationLink(ctx, q, to.id, to.email);
  const p = { firstName: to.firstName, link, hours: VERIFY_TOKEN_TTL_HOURS };
  const mail = welcome ? welcomeVerifyMail(to.language, p) : verifyEmailMail(to.language, p);
  await ctx.mailer.enqueue(q, { to: to.email, ...mail, kind: welcome ? 'welcome' : 'verify-email', language: to.language });
}

/**
 * Confirms the address a link was sent to, if it is still the account's address, and grants the free first
 * session when this client never had one and this mailbox never gave one. One transaction: a link used twice at
 * once confirms once and grants at most once.
 */
export async function verifyEmail(ctx: ServiceContext, token: string, lang: Language): Promise<VerifyEmailResponse> {
  const granted = await ctx.db.transaction(async (tx) => {
    const link = await useVerificationToken(tx, sha256(token));
    if (!link) throw new AppError(400, 'verifyTokenInvalid', { token: 'verifyTokenInvalid' });
    const verified = await markEmailVerified(tx, link.user_id, link.email);
    // the account moved to another address since this link was sent
    if (!verified) throw new AppError(400, 'verifyTokenInvalid', { token: 'verifyTokenInvalid' });
    if (!(await insertFreeSessionGrant(tx, link.user_id, link.email))) return false;
    await addFreeCredit(tx, link.user_id);
    // the holder of the mailed link acts as the client (it proves access to the mailbox)
    await recordAudit(tx, {
      actor: { id: link.user_id, role: 'ROLE_CLIENT' },
      action: 'free_session.granted',
      subjectId: link.user_id,
      details: { creditsAdded: 1 },
    });
    return true;
  });
  return { message: translateMessage(granted ? 'emailVerifiedFreeSession' : 'emailVerified', lang), freeSessionGranted: granted };
}

/** Mails the signed-in user a new link (a few per hour at most); says so when the address is already confirmed. */
export async function resendVerification(ctx: ServiceContext, userId: string, lang: Language): Promise<string> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw new AppError(404, 'userNotFound');
  if (row.email_verified_at) return translateMessage('emailAlreadyVerified', lang);
  const count = await hit(ctx.db, 'verify-mail-user', userId, 3600);
  if (count.hits > ctx.config.rateLimit.mailsPerTargetHour) throw new LimitedError('tooManyRequests', count.retryAfter);
  await sendVerification(ctx, ctx.db, { id: row.id, email: row.email, firstName: row.first_name, language: row.language });
  return translateMessage('verificationSent', lang);
}
