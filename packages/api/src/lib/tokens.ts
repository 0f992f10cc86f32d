/** Access tokens: HS256 JWTs (jose) carrying the spec's claims plus a token version. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
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
};

/** Why a token was refused. */
export type TokenFailure = 'expired' | 'invalid';

/** Signs and verifies access tokens with one secret. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string, private readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Signs a token valid for the configured lifetime. */
  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Verifies signature (HS256 only: `alg: none` and others are refused), expiry and claim types. */
  async verify(token: string): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: TokenFailure }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const p = payload as Record<string, unknown>;
      if (
        typeof p.id !== 'string' ||
        typeof p.ver !== 'number' ||
        !Array.isArray(p.roles) ||
        typeof p.approved !== 'boolean' ||
        typeof p.exp !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: p as unknown as AccessClaims };
    } catch (e) {
      return { ok: false, reason: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
