/** Why the last session ended, for the sign-in page of every tab (core's `signOut(reason)` writes it). */
import { SESSION_END_KEY, type SessionEndReason } from '@aliento/core';

/** An end older than this is history, not news. */
const NEWS_MS = 10 * 60 * 1000;
const REASONS: readonly SessionEndReason[] = ['signout', 'idle', 'expired'];

/** The reason of a session that ended in the last minutes (and nobody signed in since), else null. */
export function recentSessionEnd(now = Date.now()): SessionEndReason | null {
  try {
    const end = JSON.parse(window.localStorage.getItem(SESSION_END_KEY) ?? 'null') as { reason?: unknown; at?: unknown } | null;
    const known = REASONS.find((r) => r === end?.reason);
    return known && typeof end?.at === 'number' && now - end.at < NEWS_MS ? known : null;
  } catch {
    return null;
  }
}
