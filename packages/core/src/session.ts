/**
 * The session: the token under localStorage key `token` and its decoded claims. Decoding is for display and
 * routing only; the server verifies the token on every call.
 */
import { jwtDecode } from 'jwt-decode';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type Role = 'ROLE_CLIENT' | 'ROLE_THERAPIST' | 'ROLE_ADMIN';
export const TOKEN_STORAGE_KEY = 'token';

/** The token claims the spec names. */
export interface SessionClaims {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  approved: boolean;
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
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // storage blocked: the session still lives in memory for this page
  }
  sessionStore.setState({ token, claims });
  return { stored: true, claims };
}

export function signOut(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
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

export function useSession(): SessionState {
  return useStore(sessionStore);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_STORAGE_KEY) refreshSession();
  });
}
