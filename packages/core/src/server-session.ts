/**
 * The session on the server, from the browser: `endSession` signs out there (the token then fails on every
 * replica), and the short-lived token is renewed while the person is active (`renewIfDue`, before API calls and on
 * activity), so an active person is never signed out and an idle one is, even with no page open. Plain fetch, not
 * the api client: the client waits for a due renewal before its own calls.
 */
import { lastActivity } from './activity';
// Through the package's entry, not its files: this chunk then leaves the core's modules in one piece
// (webpack's module concatenation), which keeps the core the landing page downloads as small as before.
import { apiUrl, detectLanguage, getRuntimeConfig, getSession, signIn, signOut, TOKEN_STORED_AT_KEY } from './index';

/** The API's default idle time (SESSION_IDLE_MINUTES=30), until /api/config answers. */
const DEFAULT_IDLE_SECONDS = 30 * 60;
/** A token is never renewed more often than this, whatever the settings. */
const MIN_RENEW_AFTER_MS = 10_000;

let inFlight: Promise<boolean> | null = null;

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Language': detectLanguage() });

/** When this browser stored the current token (0 when unknown, e.g. put there by an older version). */
function tokenStoredAt(): number {
  try {
    return Number(window.localStorage.getItem(TOKEN_STORED_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Asks the server for a fresh token of this session now (calls at the same time share one request). True when a
 * new token is stored; a refused renewal (the session ended, on any tab or device) signs this browser out.
 */
export function renewSession(): Promise<boolean> {
  inFlight ??= (async () => {
    const { token } = getSession();
    if (!token) return false;
    try {
      const res = await fetch(apiUrl('/api/session/renew'), { method: 'POST', headers: headers(token) });
      const current = getSession().token === token; // not signed out (or renewed by another tab) meanwhile
      if (res.status === 401 || res.status === 403) {
        if (current) signOut('expired');
        return false;
      }
      const body = res.ok ? ((await res.json()) as { token?: unknown }) : null;
      if (!current || typeof body?.token !== 'string') return false;
      if (signIn(body.token).stored) return true;
      signOut('expired');
      return false;
    } catch {
      return false; // offline: the token still works until it expires; the next activity tries again
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Renews the token when the person was active since it was stored and it is old enough that, without renewal, it
 * could expire before the idle sign-out would: its lifetime is the idle time plus a margin, renewed past the margin.
 */
export function renewIfDue(now = Date.now()): Promise<boolean> {
  const { token, claims } = getSession();
  if (!token || typeof claims?.exp !== 'number' || typeof claims.iat !== 'number') return Promise.resolve(false);
  const storedAt = tokenStoredAt();
  if (lastActivity() <= storedAt) return Promise.resolve(false);
  const lifetime = (claims.exp - claims.iat) * 1000;
  const renewAfter = Math.max(MIN_RENEW_AFTER_MS, lifetime - (getRuntimeConfig().session?.idleSeconds ?? DEFAULT_IDLE_SECONDS) * 1000);
  return now - storedAt < renewAfter ? Promise.resolve(false) : renewSession();
}

/**
 * Signs out: this browser forgets the token at once (every tab follows) and the server ends the session, so the
 * token stops working everywhere. If the server cannot be reached, the token dies with its short life.
 */
export async function endSession(reason: 'signout' | 'idle'): Promise<void> {
  const { token } = getSession();
  signOut(reason);
  if (!token) return;
  try {
    await fetch(apiUrl('/api/logout'), {
      method: 'POST',
      headers: { ...headers(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason }),
    });
  } catch {
    // nothing more to do here
  }
}
