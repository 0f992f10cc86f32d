import { makeToken } from './testing/tokens';
import { decodeToken, getSession, hasRole, isApproved, signIn, signOut, TOKEN_STORAGE_KEY } from './session';

describe('session', () => {
  it('stores an approved token under "token" and exposes its claims', () => {
    const token = makeToken({ roles: ['ROLE_CLIENT'], firstName: 'Ana' });
    expect(signIn(token).stored).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(getSession().claims?.firstName).toBe('Ana');
    expect(hasRole('ROLE_CLIENT')).toBe(true);
    expect(hasRole('ROLE_ADMIN')).toBe(false);
    expect(isApproved()).toBe(true);
  });

  it('never stores an unapproved token, but returns its claims for the under-review message', () => {
    const result = signIn(makeToken({ roles: ['ROLE_THERAPIST'], approved: false }));
    expect(result.stored).toBe(false);
    expect(result.claims?.approved).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getSession().token).toBeNull();
  });

  it('rejects malformed and expired tokens', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken(makeToken({ roles: ['ROLE_CLIENT'], exp: Math.floor(Date.now() / 1000) - 10 }))).toBeNull();
  });

  it('signOut removes the token', () => {
    signIn(makeToken({ roles: ['ROLE_ADMIN'] }));
    signOut();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getSession().claims).toBeNull();
  });
});
