/**
 * The synchronous verifier in src/lib/tokens.ts against jose's `jwtVerify` (HS256 only), token by token: it
 * accepts exactly what jose accepts (with our claims), refuses what jose refuses, and is stricter on purpose only
 * where listed (non-canonical base64url, `crit` headers).
 */
import { createHmac } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { TokenService, type AccessClaims } from '../src/lib/tokens';

const SECRET = 'token-service-secret-0123456789-abcdefghijklmnop';
const key = new TextEncoder().encode(SECRET);
const tokens = new TokenService(SECRET, 3600);
const claims: AccessClaims = {
  id: '7c1a6c3e-5f44-4e0e-9d7c-2f1c7e0b9a11',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  roles: ['ROLE_CLIENT'],
  approved: true,
  ver: 1,
  sid: '0b6c1f7e-3d2a-4c55-8e0f-1a2b3c4d5e6f',
  emailVerified: true,
};
const now = () => Math.floor(Date.now() / 1000);
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const hmac = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url');
/** A token from raw parts, signed with HS256 over exactly those parts. */
const raw = (header: unknown, payload: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hmac(input, secret)}`;
};
const body = (extra: Record<string, unknown> = {}) => ({ ...claims, iat: now(), exp: now() + 600, ...extra });

/** What the previous jose-based verifier answered. */
async function viaJose(token: string): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    const { payload: p } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const typed =
      typeof p.id === 'string' &&
      typeof p.ver === 'number' &&
      Array.isArray(p.roles) &&
      typeof p.approved === 'boolean' &&
      typeof p.exp === 'number' &&
      typeof p.sid === 'string';
    return typed ? 'ok' : 'invalid';
  } catch (e) {
    return e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}
const viaService = (token: string) => {
  const r = tokens.verify(token);
  return r.ok ? 'ok' : r.reason;
};

describe('TokenService.verify matches jose', () => {
  const cases: Array<[string, () => Promise<string> | string]> = [
    ['a token it signed', () => tokens.sign(claims)],
    [
      'a token jose signed with the same secret',
      () => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(key),
    ],
    [
      'another secret',
      () =>
        new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('x'.repeat(40))),
    ],
    ['HS512', () => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key)],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(body())}.`],
    ['alg missing', () => raw({ typ: 'JWT' }, body())],
    ['alg hs256 in lower case', () => raw({ alg: 'hs256' }, body())],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await tokens.sign(claims)).split('.');
        return `${h}.${b64({ ...body(), roles: ['ROLE_ADMIN'] })}.${s}`;
      },
    ],
    [
      'tampered signature',
      async () => {
        const t = await tokens.sign(claims);
        return t.slice(0, -2) + (t.endsWith('AA') ? 'BA' : 'AA');
      },
    ],
    ['expired', () => raw({ alg: 'HS256' }, body({ exp: now() - 5 }))],
    ['exp equal to now', () => raw({ alg: 'HS256' }, body({ exp: now() }))],
    ['expired with a string iat', () => raw({ alg: 'HS256' }, body({ exp: now() - 5, iat: 'yesterday' }))],
    ['no exp', () => raw({ alg: 'HS256' }, { ...claims })],
    ['exp as a string', () => raw({ alg: 'HS256' }, body({ exp: String(now() + 600) }))],
    ['iat as a string', () => raw({ alg: 'HS256' }, body({ iat: 'now' }))],
    ['iat null', () => raw({ alg: 'HS256' }, body({ iat: null }))],
    ['nbf in the future', () => raw({ alg: 'HS256' }, body({ nbf: now() + 60 }))],
    ['nbf in the past', () => raw({ alg: 'HS256' }, body({ nbf: now() - 60 }))],
    ['ver as a string', () => raw({ alg: 'HS256' }, body({ ver: '1' }))],
    ['roles not an array', () => raw({ alg: 'HS256' }, body({ roles: 'ROLE_ADMIN' }))],
    ['approved missing', () => raw({ alg: 'HS256' }, body({ approved: undefined }))],
    ['payload an array', () => raw({ alg: 'HS256' }, [body()])],
    ['payload not JSON', () => raw({ alg: 'HS256' }, 'not json')],
    ['header not JSON', () => raw('nope', body())],
    ['header an array', () => raw(['HS256'], body())],
    ['four parts', async () => `${await tokens.sign(claims)}.x`],
    ['two parts', async () => (await tokens.sign(claims)).split('.').slice(0, 2).join('.')],
    ['empty', () => ''],
    [
      'spaces inside',
      async () => {
        const [h, p, s] = (await tokens.sign(claims)).split('.');
        return `${h}.${p} .${s}`;
      },
    ],
    [
      'invalid UTF-8 in the payload',
      () => {
        const h = b64({ alg: 'HS256' });
        const p = Buffer.concat([Buffer.from(JSON.stringify(body()).slice(0, -1) + ',"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]).toString(
          'base64url',
        );
        return `${h}.${p}.${hmac(`${h}.${p}`)}`;
      },
    ],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const token = await make();
    expect(viaService(token)).toBe(await viaJose(token));
  });
  it('accepts what it signs and reads the claims back', async () => {
    const r = tokens.verify(await tokens.sign(claims));
    expect(r).toMatchObject({ ok: true, claims: { ...claims, exp: expect.any(Number), iat: expect.any(Number) } });
  });
});

describe('TokenService.verify is stricter than jose only here', () => {
  it('refuses padded or non-canonical base64url', async () => {
    const [h, p, s] = (await tokens.sign(claims)).split('.');
    expect(viaService(`${h}.${p}.${s}=`)).toBe('invalid');
    // the last character of a 32-byte signature carries 2 unused bits; flipping them keeps the bytes
    const last = s[s.length - 1];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1];
    expect(viaService(`${h}.${p}.${s.slice(0, -1)}${twin}`)).toBe('invalid');
  });
  it('refuses look-alike characters in the signature', async () => {
    const [h, p, s] = (await tokens.sign(claims)).split('.');
    // U+0100 + the code of the first character: the same low byte, another character
    const lookalike = String.fromCharCode(0x100 + s.charCodeAt(0)) + s.slice(1);
    expect(viaService(`${h}.${p}.${lookalike}`)).toBe('invalid');
  });
  it('refuses any crit header', () => {
    expect(viaService(raw({ alg: 'HS256', crit: ['exp'] }, body()))).toBe('invalid');
  });
  it('refuses absurdly long tokens before any work', () => {
    expect(viaService('a'.repeat(5000))).toBe('invalid');
  });
});

describe('a token verified once', () => {
  // node:crypto's module object, whose createHmac the verifier calls
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const crypto = require('node:crypto') as typeof import('node:crypto');
  afterEach(() => jest.restoreAllMocks());

  it('is accepted again from memory: its signature is checked once', async () => {
    const service = new TokenService(SECRET, 3600);
    const token = await service.sign(claims);
    const hmacs = jest.spyOn(crypto, 'createHmac');
    expect(service.verify(token)).toMatchObject({ ok: true, claims: { id: claims.id } });
    expect(service.verify(token)).toMatchObject({ ok: true, claims: { id: claims.id, roles: ['ROLE_CLIENT'] } });
    expect(hmacs).toHaveBeenCalledTimes(1);
  });

  it('still expires at its exp', async () => {
    const service = new TokenService(SECRET, 60);
    const token = await service.sign(claims);
    expect(service.verify(token).ok).toBe(true);
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(service.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(service.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not vouch for another string: a changed signature or payload is checked in full', async () => {
    const service = new TokenService(SECRET, 3600);
    const token = await service.sign(claims);
    expect(service.verify(token).ok).toBe(true);
    const [h, p, s] = token.split('.');
    expect(service.verify(`${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BA' : 'AA'}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(service.verify(`${h}.${b64({ ...body(), roles: ['ROLE_ADMIN'] })}.${s}`)).toEqual({ ok: false, reason: 'invalid' });
    // another service (another secret) never sees the first one's memory
    expect(new TokenService('y'.repeat(48), 3600).verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('hands out claims no caller can change', async () => {
    const service = new TokenService(SECRET, 3600);
    const token = await service.sign(claims);
    const first = service.verify(token);
    if (!first.ok) throw new Error('refused');
    expect(() => (first.claims.roles as string[]).push('ROLE_ADMIN')).toThrow(TypeError);
    expect(() => Object.assign(first.claims, { approved: false })).toThrow(TypeError);
    expect(service.verify(token)).toMatchObject({ ok: true, claims: { roles: ['ROLE_CLIENT'], approved: true } });
  });

  it('is forgotten, oldest first, past 10,000 tokens (then checked in full again)', () => {
    const service = new TokenService(SECRET, 3600);
    const many = Array.from({ length: 10_001 }, (_, i) => raw({ alg: 'HS256' }, body({ ver: i })));
    for (const token of many) expect(service.verify(token).ok).toBe(true);
    const hmacs = jest.spyOn(crypto, 'createHmac');
    expect(service.verify(many[10_000]).ok).toBe(true);
    expect(hmacs).toHaveBeenCalledTimes(0);
    expect(service.verify(many[0]).ok).toBe(true);
    expect(hmacs).toHaveBeenCalledTimes(1);
  });
});
