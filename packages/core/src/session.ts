/**
 * The session: the token under localStorage key `token` and its decoded claims. Decoding is for display and
 * routing only; the server verifies the token on every call. The session itself lives on the server
 * (server-session.ts signs out there and renews the short-lived token); why a session ended is kept beside the
 * token so every tab can say it.
 */
import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { createStore } from 'zustand/vanilla';

export type Role = 'ROLE_CLIENT' | 'ROLE_THERAPIST' | 'ROLE_ADMIN';
export const TOKEN_STORAGE_KEY = 'token';
/** When this browser stored the token (its own clock: renewal timing never depends on the server's). */
export const TOKEN_STORED_AT_KEY = 'token-at';
/** Why and when the last session ended (`{ reason, at }` as JSON), for the sign-in page of every tab. */
export const SESSION_END_KEY = 'session-ended';

/** Why a session ended: the person signed out, the idle time ran out, or the server no longer accepts it. */
export type SessionEndReason = 'signout' | 'idle' | 'expired';

/** The token claims the spec names. */
export interface SessionClaims {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  approved: boolean;
  /** Whether the sign-in e-mail is confirmed (the free first session waits for it); absent in older tokens. */
  emailVerified?: boolean;
  /** The server-side session the token belongs to. */
  sid?: string;
  iat?: number;
  exp?: number;
}

export interface SessionState {
  token: string | null;
  claims: SessionClaims | null;
}

/** Decodes a token without trusting it; null when it is malformed or expired. */
export function decodeToken(token: string | null | undefined, now = Date.now()): SessionClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<SessionClaims>(token);
    if (!claims || typeof claims.id !== 'string' || !Array.isArray(claims.roles)) return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

function readStored(): SessionState {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    token = null;
  }
  const claims = decodeToken(token);
  return claims ? { token, claims } : { token: null, claims: null };
}

export const sessionStore = createStore<SessionState>(() => readStored());

/** Re-reads localStorage (another tab signed in or out, or a test changed it). */
export function refreshSession(): void {
  sessionStore.setState(readStored());
}

/**
 * Stores the token only when it decodes and is approved (spec: an unapproved token is never stored).
 * Returns the claims so the caller can show 'Account is currently under review.'.
 */
export function signIn(token: string): { stored: boolean; claims: SessionClaims | null } {
  const claims = decodeToken(token);
  if (!claims || !claims.approved) return { stored: false, claims };
  try {
    window.localStorage.setItem(TOKEN_STORED_AT_KEY, String(Date.now()));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    window.localStorage.removeItem(SESSION_END_KEY);
  } catch {
    // storage blocked: the session still lives in memory for this page
  }
  sessionStore.setState({ token, claims });
  return { stored: true, claims };
}

/**
 * Forgets the token in this browser (every tab follows through the storage event). With a `reason`, the sign-in
 * page of every tab says why. The server's session is ended by `endSession` (server-session.ts), which calls this.
 */
export function signOut(reason?: SessionEndReason): void {
  try {
    // the reason first: other tabs read it when the token's removal reaches them
    if (reason) window.localStorage.setItem(SESSION_END_KEY, JSON.stringify({ reason, at: Date.now() }));
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.localStorage.removeItem(TOKEN_STORED_AT_KEY);
  } catch {
    // nothing stored
  }
  sessionStore.setState({ token: null, claims: null });
}

export function getSession(): SessionState {
  return sessionStore.getState();
}

export function hasRole(role: Role, claims: SessionClaims | null = sessionStore.getState().claims): boolean {
  return !!claims?.roles.includes(role);
}

/** True when the stored token is approved: the condition for every protected route. */
export function isApproved(claims: SessionClaims | null = sessionStore.getState().claims): boolean {
  return !!claims?.approved;
}

/** The claims that only time the token (when it was issued, when it expires): a renewal changes nothing else. */
const TOKEN_TIMES = new Set(['iat', 'exp']);

/** Whether two sessions are the same person in the same state: the same claims but the token's times. */
function samePerson(a: SessionState, b: SessionState): boolean {
  if (!a.claims || !b.claims) return a.claims === b.claims && a.token === b.token;
  const keys = new Set([...Object.keys(a.claims), ...Object.keys(b.claims)]);
  for (const key of keys) {
    if (TOKEN_TIMES.has(key)) continue;
    const x: unknown = a.claims[key as keyof SessionClaims];
    const y: unknown = b.claims[key as keyof SessionClaims];
    if (Array.isArray(x) && Array.isArray(y) ? x.join('\n') !== y.join('\n') : x !== y) return false;
  }
  return true;
}

let shown: SessionState = sessionStore.getState();

/** The session as screens see it: the same object until who is signed in (or their claims) changes. */
function shownSession(): SessionState {
  const current = sessionStore.getState();
  if (current !== shown && !samePerson(shown, current)) shown = current;
  return shown;
}

/**
 * Who is signed in, for screens. A renewal (a new token for the same person, only its times moved) keeps the same
 * object and re-renders nothing: React re-renders a store's readers at once, in one task it cannot split, so a renewal
 * at page load used to re-render every screen on the page together. The `token` here is the one this person signed in
 * with (screens only ask whether there is one); calls read `getSession().token`, the current one.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, shownSession, shownSession);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_STORAGE_KEY) refreshSession();
  });
}
