/**
 * Sign-in limits. Per account: after a few wrong passwords in a row the account is locked for a while (even the
 * right password waits) and its owner gets a mail; a successful sign-in or a password reset ends the run. Per
 * client address: a much higher number of attempts, for someone trying many accounts from one place. Attempts
 * an account lock refuses never count for the address, so guessing one person's password cannot lock out the
 * other people behind the same address (an office, a school, a family's router).
 *
 * Each attempt is counted before the password is checked (one atomic upsert), so many guesses sent at once on
 * several replicas still get at most the allowed number of checks.
 */
import type { Config } from '../config';
import { signinLockedMail } from '../mail/account-templates';
import type { ServiceContext } from './context';
import { clear, hit, holdFor, LimitedError, unhit } from './limits';
import type { UserRow } from '../data/users';

const lockSeconds = (config: Config) => config.rateLimit.lockMinutes * 60;

/** An attempt in progress: what it counted, so its end can be told. */
export type Attempt = { email: string; address: string; accountHits: number };

/** Counts a sign-in attempt on `email` from `address`, or refuses it (429) while the account or address is over. */
export async function beginAttempt(ctx: ServiceContext, email: string, address: string): Promise<Attempt> {
  const { db, config } = ctx;
  const account = await hit(db, 'signin-account', email, lockSeconds(config));
  if (account.hits > config.rateLimit.accountFailures) throw new LimitedError('accountLocked', account.retryAfter);
  const fromAddress = await hit(db, 'signin-address', address, lockSeconds(config));
  if (fromAddress.hits > config.rateLimit.loginMax) {
    await unhit(db, 'signin-account', email); // not checked: it is no failure of this account
    throw new LimitedError('tooManyRequests', fromAddress.retryAfter);
  }
  return { email, address, accountHits: account.hits };
}

/** The password was wrong: the last allowed failure locks the account for the lock time and tells its owner. */
export async function attemptFailed(ctx: ServiceContext, attempt: Attempt, row: UserRow | null): Promise<void> {
  if (attempt.accountHits !== ctx.config.rateLimit.accountFailures) return;
  await holdFor(ctx.db, 'signin-account', attempt.email, lockSeconds(ctx.config));
  if (!row) return; // an address with no account: the same answers, nobody to tell
  const link = `${ctx.config.publicWebUrl}/signin`;
  const mail = signinLockedMail(row.language, { firstName: row.first_name, minutes: ctx.config.rateLimit.lockMinutes, link });
  await ctx.mailer.enqueue(ctx.db, { to: row.email, ...mail, kind: 'signin-locked', language: row.language });
}

/** The password was right: the account's run of failures ends and the attempt does not count for the address. */
export async function attemptSucceeded(ctx: ServiceContext, attempt: Attempt): Promise<void> {
  await clear(ctx.db, 'signin-account', attempt.email);
  await unhit(ctx.db, 'signin-address', attempt.address);
}

/** A password reset also unlocks the account (the owner proved they hold the mailbox). */
export const unlockAccount = (ctx: ServiceContext, email: string) => clear(ctx.db, 'signin-account', email);
