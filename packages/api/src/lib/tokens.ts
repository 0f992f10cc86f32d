/**
 * Access tokens: HS256 JWTs carrying the spec's claims plus a token version. jose signs them; they are verified
 * here with node:crypto, synchronously, because the bearer check runs on every request and jose's WebCrypto
 * path cost a third of the server's CPU under load (docs/performance.md, API). The checks are jose's `jwtVerify`
 * with `algorithms: ['HS256']` (test/token-service.test.ts compares both on the same tokens), a little stricter.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@aliento/contracts/enums';

/** Claims put into a token (iat and exp are added when signing). */
export type AccessClaims = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  approved: boolean;
  ver: number;
  /** The session (sign-in) the token belongs to: ending it refuses the token (services/sessions.ts). */
  sid: string;
  /** Whether the sign-in address is verified (for display: the free first session waits for it). */
  emailVerified: boolean;
};

/** Why a token was refused. */
export type TokenFailure = 'expired' | 'invalid';

/** Result of {@link TokenService.verify}. */
export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: TokenFailure };

const INVALID: TokenCheck = { ok: false, reason: 'invalid' };
const EXPIRED: TokenCheck = { ok: false, reason: 'expired' };
/** Far above any token this API issues; refuses absurd headers before any work. */
const MAX_TOKEN_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A top-level JSON object in strict UTF-8 from a base64url segment, or null. */
function jsonObject(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(utf8.decode(Buffer.from(segment, 'base64url')));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The header this API signs with; any other header is checked in full. */
const acceptableHeader = (h: string) => {
  const header = jsonObject(h);
  return header !== null && header.alg === 'HS256' && header.crit === undefined;
};

/** How many verified tokens a server remembers (about 0.5 KB each): far more than the sessions active at once. */
const REMEMBERED_TOKENS = 10_000;

/** Signs and verifies access tokens with one secret. */
export class TokenService {
  private readonly secret: Uint8Array;
  private readonly hmacKey: KeyObject;
  /** The last protected header that passed the header check. */
  private knownHeader = '';
  /**
   * Tokens that passed every check, with their claims (frozen): a session sends the same token with each of its
   * requests, and its signature and claims cannot change, so only its expiry is checked again. Only tokens this
   * secret signed get here; the oldest is forgotten first. What a token's session may still do (signed out, password
   * changed) is checked after this, on every request (services/auth.ts).
   */
  private readonly verified = new Map<string, Readonly<AccessClaims> & { exp: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = new TextEncoder().encode(secret);
    this.hmacKey = createSecretKey(Buffer.from(this.secret));
  }

  /** Signs a token valid for the configured lifetime, or until `notAfter` (seconds since 1970) when sooner. */
  sign(claims: AccessClaims, notAfter = Infinity): Promise<string> {
    const exp = Math.min(Math.floor(Date.now() / 1000) + this.ttlSeconds, Math.floor(notAfter));
    return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(exp).sign(this.secret);
  }

  /**
   * Verifies the compact JWS (three base64url parts; header a JSON object with `alg: HS256` exactly and no
   * `crit`, so `alg: none` and every other algorithm are refused), its HMAC-SHA256 signature in constant time and
   * in its canonical spelling, then the claims as jose does (`iat`/`nbf` numbers when present, `nbf` not in the
   * future, `exp` required and in the future: `exp <= now` is expired) and their types.
   */
  verify(token: string): TokenCheck {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return INVALID;
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known };
      this.verified.delete(token);
      return EXPIRED;
    }
    const parts = token.split('.');
    if (parts.length !== 3) return INVALID;
    const [h, p, s] = parts;
    // a signed header is the same string on every token: remember the one verdict, the check is pure
    if (h !== this.knownHeader) {
      if (!acceptableHeader(h)) return INVALID;
      this.knownHeader = h;
    }
    // the signature as its one canonical base64url spelling (43 characters, no padding)
    const expected = createHmac('sha256', this.hmacKey).update(`${h}.${p}`).digest('base64url');
    if (s.length !== expected.length || !BASE64URL.test(s) || !timingSafeEqual(Buffer.from(s), Buffer.from(expected))) return INVALID;
    const c = jsonObject(p);
    if (!c) return INVALID;
    const now = Math.floor(Date.now() / 1000);
    if (c.iat !== undefined && typeof c.iat !== 'number') return INVALID;
    if (c.nbf !== undefined && (typeof c.nbf !== 'number' || c.nbf > now)) return INVALID;
    if (typeof c.exp !== 'number') return INVALID;
    if (c.exp <= now) return EXPIRED;
    if (
      typeof c.id !== 'string' ||
      typeof c.ver !== 'number' ||
      !Array.isArray(c.roles) ||
      typeof c.approved !== 'boolean' ||
      typeof c.sid !== 'string'
    ) {
      return INVALID;
    }
    const claims = Object.freeze({ ...(c as unknown as AccessClaims), roles: Object.freeze([...(c.roles as Role[])]) as Role[], exp: c.exp });
    if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return { ok: true, claims };
  }
}
