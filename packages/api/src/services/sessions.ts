/**
 * Sessions: each sign-in is a row; its access tokens carry its id. A token lives for the idle time plus a short
 * renewal margin, and the browser renews it while the person is active (packages/core), so an idle session dies
 * with its last token even when no page is open to sign it out; a session also ends at a fixed time after
 * sign-in whatever the activity. Signing out or changing a credential ends sessions in the database, and the
 * bearer check refuses their tokens on the next request on every replica (migration 007's trigger).
 */
import { deleteSessionsOverFor, endSessionRow, endUserSessionRows, findSessionUser, insertSession, markSessionRenewed } from '../data/sessions';
import type { UserRow } from '../data/users';
import type { Queryable } from '../db';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/tokens';
import { authUserOf } from './auth-user';
import type { ServiceContext } from './context';

/** Why a session ended (the `sessions.end_reason` values). */
export type SessionEndReason = 'signout' | 'idle' | 'password-changed' | 'email-changed' | 'password-reset' | 'admin';

/**
 * Access token lifetime for an idle time: the idle time plus a margin (at most 5 minutes). The browser renews once
 * the token is older than the margin, so at any moment of activity the token outlives the idle time.
 */
export const accessTokenSeconds = (idleSeconds: number) => idleSeconds + Math.min(300, Math.ceil(idleSeconds / 6));

function claimsOf(row: UserRow, sid: string): AccessClaims {
  const { language: _language, ...user } = authUserOf(row);
  return { ...user, ver: row.token_version, sid, emailVerified: row.email_verified_at !== null };
}

const seconds = (d: Date | string) => new Date(d).getTime() / 1000;

/** Sessions over for this long are deleted (a sign-in row each; nothing reads them after their end). */
const KEEP_ENDED_DAYS = 30;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** At most once an hour per process, with a sign-in: forgets sessions long over. */
function sweepOldSessions(q: Queryable): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  deleteSessionsOverFor(q, KEEP_ENDED_DAYS).catch(() => {
    lastSweep = 0;
  });
}

/** Starts a session for `row` (a sign-in) and signs its first token. */
export async function startSession(ctx: ServiceContext, row: UserRow): Promise<string> {
  sweepOldSessions(ctx.db);
  const session = await insertSession(ctx.db, row.id, ctx.config.session.maxSeconds);
  return ctx.tokens.sign(claimsOf(row, session.id), seconds(session.expires_at));
}

/**
 * A fresh token for an open session (the caller's, checked by the bearer check just before), with the user's
 * current names, roles and verification; never past the session's fixed end. 401 once the session is over.
 */
export async function renewSession(ctx: ServiceContext, sid: string): Promise<string> {
  const session = await markSessionRenewed(ctx.db, sid);
  const row = session ? await findSessionUser(ctx.db, sid) : null;
  if (!session || !row) throw new AppError(401, 'sessionExpired');
  return ctx.tokens.sign(claimsOf(row, sid), seconds(session.expires_at));
}

/** Ends one session (sign-out, idle sign-out); ending an ended one changes nothing. */
export async function endSession(q: Queryable, sid: string, reason: SessionEndReason): Promise<void> {
  await endSessionRow(q, sid, reason);
}

/** Ends every open session of a user, except `keep` (the one making the change) when given. */
export async function endSessionsOf(q: Queryable, userId: string, reason: SessionEndReason, keep?: string): Promise<void> {
  await endUserSessionRows(q, userId, reason, keep ?? null);
}
