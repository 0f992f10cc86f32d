/** Unsigned test tokens for core's own tests: the browser only decodes them (the server verifies real ones). */
import type { Role, SessionClaims } from '../session';

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeToken(claims: Partial<SessionClaims> & { roles: Role[] }): string {
  const full: SessionClaims = {
    id: claims.id ?? '00000000-0000-4000-8000-000000000001',
    email: claims.email ?? 'ana@example.com',
    firstName: claims.firstName ?? 'Ana',
    lastName: claims.lastName ?? 'García',
    roles: claims.roles,
    approved: claims.approved ?? true,
    exp: claims.exp ?? Math.floor(Date.now() / 1000) + 3600,
    // without iat the browser never renews the token: give one to test renewal
    ...(claims.iat !== undefined ? { iat: claims.iat } : {}),
    ...(claims.emailVerified !== undefined ? { emailVerified: claims.emailVerified } : {}),
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(full)}.c2lnbmF0dXJl`;
}
